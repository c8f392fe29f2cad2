// POST /sessions and GET /sessions/{code} (CONTRACT §3).
import Router from "@koa/router";
import {
  normalizeSessionCode,
  SESSION_NOT_FOUND,
  type CreateSessionResponse,
  type SessionResponse,
} from "@encore/shared";
import type { FavoriteLookup } from "../catalogue/favorite-lookup.js";
import { notFound, tooManyRequests } from "../http/errors.js";
import { addressKey } from "../security/client-address.js";
import { tooManyWrongCodesMessage, type JoinLimits } from "../security/join-limits.js";
import type { RateLimits } from "../security/rate-limits.js";
import type { SessionService } from "./session-service.js";
import { toSnapshot, withFavorites } from "./session-snapshot.js";
import type { Presence } from "./socket/presence.js";

export interface SessionRouterDeps {
  service: SessionService;
  presence: Presence;
  favoriteLookup: FavoriteLookup;
  rateLimits: RateLimits;
  /** GET of a session answers what JOIN_SESSION does: wrong codes count as guesses there too. */
  joinLimits: JoinLimits;
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
    if (!code) throw notFound(SESSION_NOT_FOUND);
    const joiner = { address: addressKey(ctx.ip) };
    const wait = await deps.joinLimits.blockedFor(joiner);
    if (wait !== null) throw tooManyRequests(tooManyWrongCodesMessage(wait), wait);
    const state = await deps.service.get(code);
    if (!state) {
      const blocked = await deps.joinLimits.wrongCode(joiner);
      if (blocked !== null) throw tooManyRequests(tooManyWrongCodesMessage(blocked), blocked);
      throw notFound(SESSION_NOT_FOUND);
    }
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
