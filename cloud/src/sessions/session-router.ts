// POST /sessions and GET /sessions/{code} (CONTRACT §3).
import Router from "@koa/router";
import {
  normalizeSessionCode,
  SESSION_NOT_FOUND,
  type CreateSessionResponse,
  type SessionResponse,
} from "@encore/shared";
import type { FavoriteLookup } from "../catalogue/favorite-lookup.js";
import { notFound } from "../http/errors.js";
import type { RateLimits } from "../security/rate-limits.js";
import type { SessionService } from "./session-service.js";
import { toSnapshot, withFavorites } from "./session-snapshot.js";
import type { Presence } from "./socket/presence.js";

export interface SessionRouterDeps {
  service: SessionService;
  presence: Presence;
  favoriteLookup: FavoriteLookup;
  rateLimits: RateLimits;
}

export function sessionRouter(deps: SessionRouterDeps): Router {
  const router = new Router();

  router.post("/sessions", async (ctx) => {
    // Per client address (issue 10): creating parties is free, and each raised view counts.
    await deps.rateLimits.checkAddress("createSession", ctx.ip);
    const body: CreateSessionResponse = { code: await deps.service.create() };
    ctx.status = 201;
    ctx.body = body;
  });

  router.get("/sessions/:code", async (ctx) => {
    const code = normalizeSessionCode(ctx.params.code ?? "");
    const state = code ? await deps.service.get(code) : null;
    if (!code || !state) throw notFound(SESSION_NOT_FOUND);
    const snapshot = toSnapshot(state, await deps.presence.deviceCount(code));
    // Like every song list answered to a signed-in user (CONTRACT §3), this one marks theirs.
    const songIds = [snapshot.current_song, ...snapshot.queue].flatMap((item) =>
      item ? [item.db_id] : [],
    );
    const favorites = await deps.favoriteLookup(ctx, songIds);
    const body: SessionResponse = { code, ...withFavorites(snapshot, favorites) };
    ctx.body = body;
  });

  return router;
}
