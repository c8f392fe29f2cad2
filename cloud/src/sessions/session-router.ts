// POST /sessions and GET /sessions/{code} (docs/protocol.md#calls).
import Router from "@koa/router";
import {
  createSessionRequestSchema,
  normalizeSessionCode,
  SESSION_NOT_FOUND,
  sessionQuerySchema,
  type CreateSessionResponse,
  type SessionResponse,
} from "@encore/shared";
import type { FavoriteLookup } from "../catalogue/favorite-lookup.js";
import { notFound, tooManyRequests } from "../http/errors.js";
import { parseOrBadRequest, validate } from "../http/validate.js";
import { addressKey } from "../security/client-address.js";
import { tooManyWrongCodes, type JoinLimits } from "../security/join-limits.js";
import type { RateLimits } from "../security/rate-limits.js";
import { tokensOpen } from "./join-tokens.js";
import type { SessionService } from "./session-service.js";
import { toSnapshot, withFavorites } from "./session-snapshot.js";
import type { Presence } from "./socket/presence.js";

export interface SessionRouterDeps {
  service: SessionService;
  presence: Presence;
  favoriteLookup: FavoriteLookup;
  rateLimits: RateLimits;
  /**
   * GET of a session answers what JOIN_SESSION does: wrong codes count as guesses there too, and
   * a request with the session's join token (`?token=`) is neither counted nor blocked.
   */
  joinLimits: JoinLimits;
}

export function sessionRouter(deps: SessionRouterDeps): Router {
  const router = new Router();

  router.post(
    "/sessions",
    // A screen starting a new party may name the one it leaves (docs/protocol.md#session-moved).
    validate({ body: createSessionRequestSchema }, async ({ body }, ctx) => {
      // Per client address (docs/protocol.md#http-limits): creating parties is free, and each
      // raised view counts.
      await deps.rateLimits.checkAddress("createSession", ctx.ip);
      // The creator alone learns the tokens: the screen keeps both, and its QR code carries the
      // join token (docs/decisions.md, Join tokens).
      const created: CreateSessionResponse = await deps.service.createWithTokens(body.moved_from);
      ctx.status = 201;
      ctx.body = created;
    }),
  );

  router.get("/sessions/:code", async (ctx) => {
    const { token } = parseOrBadRequest(sessionQuerySchema, ctx.query);
    const code = normalizeSessionCode(ctx.params.code ?? "");
    if (!code) throw notFound(SESSION_NOT_FOUND, "session_not_found");
    const joiner = { address: addressKey(ctx.ip) };
    const limited = !(token && tokensOpen(await deps.service.tokens(code), { token }));
    const wait = limited ? await deps.joinLimits.blockedFor(joiner) : null;
    if (wait !== null) throw tooManyRequests(tooManyWrongCodes(wait), wait);
    const state = await deps.service.get(code);
    if (!state) {
      if (!limited) throw notFound(SESSION_NOT_FOUND, "session_not_found");
      const blocked = await deps.joinLimits.wrongCode(joiner);
      if (blocked !== null) throw tooManyRequests(tooManyWrongCodes(blocked), blocked);
      throw notFound(SESSION_NOT_FOUND, "session_not_found");
    }
    const snapshot = toSnapshot(state, await deps.presence.deviceCount(code));
    // Like every song list answered to a signed-in user (docs/protocol.md#conventions), this one
    // marks theirs.
    const songIds = [snapshot.current_song, ...snapshot.queue].flatMap((item) =>
      item ? [item.db_id] : [],
    );
    const favorites = await deps.favoriteLookup(ctx, songIds);
    const body: SessionResponse = { code, ...withFavorites(snapshot, favorites) };
    ctx.body = body;
  });

  return router;
}
