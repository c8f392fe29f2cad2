// The operator's calls under /api/admin (docs/admin.md). Thin: each route is the operator's only
// (operatorOnly, first), but signing in; the work is in the modules beside this one. The access
// test (admin-access-api.test.ts) walks this router's own routes.
import Router from "@koa/router";
import {
  adminFeedbackQuerySchema,
  adminFeedbackUpdateBodySchema,
  adminRestoreBodySchema,
  adminSignInBodySchema,
  adminSongsQuerySchema,
  prepareSearchText,
  type AdminFeedbackListResponse,
  type AdminFeedbackResponse,
  type AdminHiddenSongsResponse,
  type AdminHideResponse,
  type AdminOverview,
  type AdminRestoreResponse,
  type AdminSessionResponse,
  type AdminSongsResponse,
} from "@encore/shared";
import { z } from "zod";
import { demoPrefixes } from "../catalogue/demo-catalogue.js";
import { hideByOperator } from "../catalogue/song-playability.js";
import { toSearchTerms } from "../catalogue/search-terms.js";
import { SONG_NOT_FOUND } from "../favorites/favorites-router.js";
import type { DatabaseHandle } from "../db/database-handle.js";
import { badRequest, notFound } from "../http/errors.js";
import { validate } from "../http/validate.js";
import type { RateLimits } from "../security/rate-limits.js";
import type { Presence } from "../sessions/socket/presence.js";
import { createAdminAuth } from "./admin-auth.js";
import { feedbackForReview, reviewFeedback } from "./admin-feedback.js";
import { listHiddenSongs, restoreHiddenSongs } from "./admin-hidden-songs.js";
import { adminOverview } from "./admin-overview.js";
import { searchAllSongs } from "./admin-songs.js";
import type { YoutubeFeature } from "./youtube/youtube-feature.js";
import { youtubeRoutes } from "./youtube/youtube-routes.js";

export interface AdminDeps {
  database: Pick<DatabaseHandle, "db" | "reads" | "dialect">;
  /** The operator's password (admin-password.ts). */
  password: string;
  publicUrl: string;
  rateLimits: Pick<RateLimits, "checkAddress">;
  presence: Pick<Presence, "live">;
  /** Karaoke songs from YouTube: the key, the channels, the imports. */
  youtube: YoutubeFeature;
  now?: () => Date;
}

const wholeId = (name: string) =>
  z
    .string()
    .regex(/^[1-9]\d{0,14}$/, `${name} must be a whole number from 1`)
    .transform(Number);

export function adminRouter(deps: AdminDeps): Router {
  const { db, reads, dialect } = deps.database;
  const now = deps.now ?? (() => new Date());
  const auth = createAdminAuth({ db, password: deps.password, publicUrl: deps.publicUrl, now });
  const operator = auth.operatorOnly;
  let prefixes: Promise<Set<string>> | undefined;
  const router = new Router({ prefix: "/admin" });

  router.post(
    "/session",
    validate({ body: adminSignInBodySchema }, async ({ body }, ctx) => {
      // Every try counts, on every instance together when they share Redis.
      await deps.rateLimits.checkAddress("adminSignIn", ctx.ip);
      await auth.signIn(ctx, body.password);
      ctx.status = 204;
    }),
  );

  router.get("/session", operator, (ctx) => {
    const body: AdminSessionResponse = { signed_in: true };
    ctx.body = body;
  });

  router.delete("/session", operator, async (ctx) => {
    await auth.signOut(ctx);
    ctx.status = 204;
  });

  router.get("/overview", operator, async (ctx) => {
    const body: AdminOverview = await adminOverview({
      db,
      dialect,
      live: () => deps.presence.live(),
      demoPrefixes: () => (prefixes ??= demoPrefixes()),
      now: now(),
    });
    ctx.body = body;
  });

  router.get("/hidden-songs", operator, async (ctx) => {
    const body: AdminHiddenSongsResponse = { songs: await listHiddenSongs(db) };
    ctx.body = body;
  });

  router.post(
    "/hidden-songs/restore",
    operator,
    validate({ body: adminRestoreBodySchema }, async ({ body }, ctx) => {
      const answer: AdminRestoreResponse = { restored: await restoreHiddenSongs(db, body) };
      ctx.body = answer;
    }),
  );

  router.get(
    "/songs",
    operator,
    validate({ query: adminSongsQuerySchema }, async ({ query }, ctx) => {
      let terms = null;
      if (query.q !== undefined && query.q.trim() !== "") {
        const prepared = prepareSearchText(query.q);
        if (!prepared.ok) throw badRequest(prepared.message, prepared.code);
        terms = toSearchTerms(prepared.text);
      }
      const body: AdminSongsResponse = await searchAllSongs(reads, terms, query);
      ctx.body = body;
    }),
  );

  router.post(
    "/songs/:db_id/hide",
    operator,
    validate({ params: z.object({ db_id: wholeId("db_id") }) }, async ({ params }, ctx) => {
      if (!(await hideByOperator(db, params.db_id, now())))
        throw notFound(SONG_NOT_FOUND, "song_not_found");
      const body: AdminHideResponse = { hidden: true };
      ctx.body = body;
    }),
  );

  router.get(
    "/feedback",
    operator,
    validate({ query: adminFeedbackQuerySchema }, async ({ query }, ctx) => {
      const body: AdminFeedbackListResponse = {
        feedback: await feedbackForReview(db, query.status),
      };
      ctx.body = body;
    }),
  );

  router.patch(
    "/feedback/:id",
    operator,
    validate(
      { params: z.object({ id: wholeId("id") }), body: adminFeedbackUpdateBodySchema },
      async ({ params, body }, ctx) => {
        const feedback = await reviewFeedback(db, params.id, body.status, now());
        if (!feedback) throw notFound();
        const answer: AdminFeedbackResponse = { feedback };
        ctx.body = answer;
      },
    ),
  );

  youtubeRoutes(router, operator, { db, youtube: deps.youtube, now });

  return router;
}
