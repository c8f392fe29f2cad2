// The record of plays (docs/admin.md, "Numbers come from the cloud's own state"): one row per song
// start the play counter counts, written with the song's view_count, so plays per day and the
// songs' popularity are one bookkeeping.
import { sql, type Kysely } from "kysely";
import type { Database } from "../../db/schema.js";

type Db = Kysely<Database>;

/** Raises the started songs' view_count and records their starts, together or not at all. */
export async function recordPlays(db: Db, songIds: readonly number[], at: Date): Promise<void> {
  if (songIds.length === 0) return;
  const startedAt = at.toISOString();
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable("songs")
      .set({ view_count: sql`view_count + 1` })
      .where("id", "in", [...songIds])
      .execute();
    await trx
      .insertInto("plays")
      .values(songIds.map((songId) => ({ song_id: songId, started_at: startedAt })))
      .execute();
  });
}

/** How many plays started at or after `from` and before `to`. */
export async function countPlays(db: Db, from: Date, to: Date): Promise<number> {
  const row = await db
    .selectFrom("plays")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("started_at", ">=", from.toISOString())
    .where("started_at", "<", to.toISOString())
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
