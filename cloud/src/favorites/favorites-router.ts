// GET /favorites, POST and DELETE /favorites/{dbId} (docs/protocol.md#calls), for signed-in users.
import Router from "@koa/router";
import { FAVORITE_LIMIT_MESSAGE, MAX_FAVORITES, type FavoritesResponse } from "@encore/shared";
import { z } from "zod";
import { signedIn, type Auth } from "../accounts/auth.js";
import { findSong, songsByIds } from "../catalogue/catalogue-repository.js";
import { presentSong } from "../catalogue/song-presenter.js";
import type { Database } from "../db/schema.js";
import { conflict, notFound } from "../http/errors.js";
import { validate } from "../http/validate.js";
import type { Kysely } from "kysely";
import { addFavorite, favoriteSongIds, removeFavorite } from "./favorites-repository.js";

export interface FavoritesDeps {
  db: Kysely<Database>;
  auth: Auth;
}

const songParams = z.object({
  dbId: z
    .string()
    .regex(/^[1-9]\d{0,14}$/, "dbId must be a song's whole-number db_id")
    .transform(Number),
});

export const SONG_NOT_FOUND = "Song not found";

export function favoritesRouter({ db, auth }: FavoritesDeps): Router {
  const router = new Router({ prefix: "/favorites" });

  router.get("/", async (ctx) => {
    const user = await auth.requireUser(ctx);
    const ids = await favoriteSongIds(db, user.id);
    const everyOne = new Set(ids);
    const body: FavoritesResponse = {
      favorites: (await songsByIds(db, ids)).map((row) => presentSong(row, everyOne)),
    };
    ctx.body = body;
  });

  router.post(
    "/:dbId",
    signedIn(auth),
    validate({ params: songParams }, async ({ params }, ctx) => {
      const user = await auth.requireUser(ctx);
      if (!(await findSong(db, { db_id: params.dbId })))
        throw notFound(SONG_NOT_FOUND, "song_not_found");
      const result = await addFavorite(db, user.id, params.dbId, new Date());
      if (result === "limit")
        throw conflict(FAVORITE_LIMIT_MESSAGE, "favorite_limit", { max: MAX_FAVORITES });
      ctx.status = 204;
    }),
  );

  router.delete(
    "/:dbId",
    signedIn(auth),
    validate({ params: songParams }, async ({ params }, ctx) => {
      const user = await auth.requireUser(ctx);
      if (!(await findSong(db, { db_id: params.dbId })))
        throw notFound(SONG_NOT_FOUND, "song_not_found");
      await removeFavorite(db, user.id, params.dbId);
      ctx.status = 204;
    }),
  );

  return router;
}
