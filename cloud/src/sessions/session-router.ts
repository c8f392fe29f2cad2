// POST /sessions and GET /sessions/{code} (CONTRACT §3).
import Router from "@koa/router";
import {
  normalizeSessionCode,
  SESSION_NOT_FOUND,
  type CreateSessionResponse,
  type SessionResponse,
} from "@encore/shared";
import { notFound } from "../http/errors.js";
import type { SessionService } from "./session-service.js";
import { toSnapshot } from "./session-snapshot.js";
import type { Presence } from "./socket/presence.js";

export function sessionRouter(deps: { service: SessionService; presence: Presence }): Router {
  const router = new Router();

  router.post("/sessions", async (ctx) => {
    const body: CreateSessionResponse = { code: await deps.service.create() };
    ctx.status = 201;
    ctx.body = body;
  });

  router.get("/sessions/:code", async (ctx) => {
    const code = normalizeSessionCode(ctx.params.code ?? "");
    const state = code ? await deps.service.get(code) : null;
    if (!code || !state) throw notFound(SESSION_NOT_FOUND);
    const body: SessionResponse = {
      code,
      ...toSnapshot(state, await deps.presence.deviceCount(code)),
    };
    ctx.body = body;
  });

  return router;
}
