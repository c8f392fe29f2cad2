// A user's favorite songs. At most MAX_FAVORITES, held even when many adds arrive at once: each
// add first writes the user's row, which serialises a user's adds (a row lock on PostgreSQL, the
// write lock on SQLite), then counts and inserts in the same transaction.
import { MAX_FAVORITES } from "@encore/shared";
import type { Kysely } from "kysely";
import type { Database } from "../db/schema.js";

type Db = Kysely<Database>;

export type AddFavoriteResult = "added" | "already" | "limit";

export async function addFavorite(
  db: Db,
  userId: number,
  songId: number,
  now: Date,
): Promise<AddFavoriteResult> {
  return db.transaction().execute(async (trx) => {
    await trx
      .updateTable("users")
      .set({ updated_at: now.toISOString() })
      .where("id", "=", userId)
      .execute();
    const existing = await trx
      .selectFrom("favorites")
      .select("song_id")
      .where("user_id", "=", userId)
      .where("song_id", "=", songId)
      .executeTakeFirst();
    if (existing) return "already";
    const { n } = await trx
      .selectFrom("favorites")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where("user_id", "=", userId)
      .executeTakeFirstOrThrow();
    if (Number(n) >= MAX_FAVORITES) return "limit";
    await trx
      .insertInto("favorites")
      .values({ user_id: userId, song_id: songId, created_at: now.toISOString() })
      .execute();
    return "added";
  });
}

export async function removeFavorite(db: Db, userId: number, songId: number): Promise<void> {
  await db
    .deleteFrom("favorites")
    .where("user_id", "=", userId)
    .where("song_id", "=", songId)
    .execute();
}

/** The user's favorite song ids, most recently added first. */
export async function favoriteSongIds(db: Db, userId: number): Promise<number[]> {
  const rows = await db
    .selectFrom("favorites")
    .select("song_id")
    .where("user_id", "=", userId)
    .orderBy("created_at", "desc")
    .orderBy("song_id", "desc")
    .execute();
  return rows.map((row) => row.song_id);
}

/** Which of some songs are the user's favorites. */
export async function favoritesAmong(
  db: Db,
  userId: number,
  songIds: readonly number[],
): Promise<Set<number>> {
  if (songIds.length === 0) return new Set();
  const rows = await db
    .selectFrom("favorites")
    .select("song_id")
    .where("user_id", "=", userId)
    .where("song_id", "in", [...songIds])
    .execute();
  return new Set(rows.map((row) => row.song_id));
}
