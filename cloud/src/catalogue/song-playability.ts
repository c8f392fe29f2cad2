// Hiding songs that cannot play and restoring them (issue 17): embed errors reported by screens,
// recorded per song and screen device in song_failures, and the playability an import reads from
// the video platform. A hidden song has `unplayable_at` set and is left out of every listing.
import { sql } from "kysely";
import type { Db } from "./catalogue-repository.js";
import { shouldHide } from "./playability-rules.js";

const CHUNK = 500;

export interface EmbedFailure {
  songId: number;
  deviceId: string;
  sessionCode: string;
  queueId: string;
  errorCode: number;
  at: Date;
}

/**
 * Records that a screen could not play a song (once per song and screen: a screen reporting again
 * counts once) and hides the song when different screens reported it. Answers how many screens
 * have and whether this report hid the song.
 */
export async function recordEmbedFailure(
  db: Db,
  failure: EmbedFailure,
): Promise<{ screens: number; hidden: boolean }> {
  const at = failure.at.toISOString();
  return db.transaction().execute(async (trx) => {
    await trx
      .insertInto("song_failures")
      .values({
        song_id: failure.songId,
        device_id: failure.deviceId,
        session_code: failure.sessionCode,
        queue_id: failure.queueId,
        error_code: failure.errorCode,
        reported_at: at,
      })
      .onConflict((oc) =>
        oc.columns(["song_id", "device_id"]).doUpdateSet({
          session_code: failure.sessionCode,
          queue_id: failure.queueId,
          error_code: failure.errorCode,
          reported_at: at,
        }),
      )
      .execute();
    const counted = await trx
      .selectFrom("song_failures")
      .select((eb) => eb.fn.count<number>("device_id").distinct().as("n"))
      .where("song_id", "=", failure.songId)
      .executeTakeFirstOrThrow();
    const screens = Number(counted.n);
    if (!shouldHide(screens)) return { screens, hidden: false };
    const updated = await trx
      .updateTable("songs")
      .set({ unplayable_at: at })
      .where("id", "=", failure.songId)
      .where("unplayable_at", "is", null)
      .executeTakeFirst();
    return { screens, hidden: Number(updated.numUpdatedRows) > 0 };
  });
}

/** The song a queue item of a session was, from a report made since `since` (queue_ids are never
 * reused within a session; a session code can be, much later). */
export async function songOfReportedItem(
  db: Db,
  sessionCode: string,
  queueId: string,
  since: Date,
): Promise<number | undefined> {
  const row = await db
    .selectFrom("song_failures")
    .select("song_id")
    .where("session_code", "=", sessionCode)
    .where("queue_id", "=", queueId)
    .where("reported_at", ">=", since.toISOString())
    .executeTakeFirst();
  return row?.song_id;
}

function chunks<T>(items: readonly T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += CHUNK) out.push(items.slice(i, i + CHUNK));
  return out;
}

/**
 * What an import learnt from the video platform: videos that cannot play hide their songs, videos
 * that play again bring theirs back (and forget the screens' reports, so a song that fails again
 * needs two new screens). Songs not in the catalogue are ignored. Answers the counts changed.
 */
export async function applyPlayability(
  db: Db,
  videos: { playable: readonly string[]; unplayable: readonly string[] },
  now: Date,
): Promise<{ hidden: number; restored: number }> {
  let hidden = 0;
  let restored = 0;
  await db.transaction().execute(async (trx) => {
    for (const ids of chunks(videos.unplayable)) {
      const result = await trx
        .updateTable("songs")
        .set({ unplayable_at: now.toISOString() })
        .where("youtube_id", "in", ids)
        .where("unplayable_at", "is", null)
        .executeTakeFirst();
      hidden += Number(result.numUpdatedRows);
    }
    for (const ids of chunks(videos.playable)) {
      const back = await trx
        .selectFrom("songs")
        .select("id")
        .where("youtube_id", "in", ids)
        .where("unplayable_at", "is not", null)
        .execute();
      const songIds = back.map((row) => row.id);
      if (songIds.length === 0) continue;
      await trx
        .updateTable("songs")
        .set({ unplayable_at: null })
        .where("id", "in", songIds)
        .execute();
      await trx.deleteFrom("song_failures").where("song_id", "in", songIds).execute();
      restored += songIds.length;
    }
  });
  return { hidden, restored };
}

export interface HiddenCounts {
  songs: number;
  hidden: number;
  songbooks: { prefix: string; name: string; songs: number; hidden: number }[];
}

/** How many songs are hidden, in all and per songbook (`npm run catalogue -- status`). */
export async function hiddenSongCounts(db: Db): Promise<HiddenCounts> {
  const rows = await db
    .selectFrom("songbooks as b")
    .leftJoin("songs as s", "s.songbook_id", "b.id")
    .select([
      "b.prefix",
      "b.name",
      (eb) => eb.fn.count<number>("s.id").as("songs"),
      sql<number>`count(s.unplayable_at)`.as("hidden"),
    ])
    .groupBy(["b.id", "b.prefix", "b.name"])
    .orderBy("b.name")
    .orderBy("b.id")
    .execute();
  const songbooks = rows.map((row) => ({
    prefix: row.prefix,
    name: row.name,
    songs: Number(row.songs),
    hidden: Number(row.hidden),
  }));
  return {
    songs: songbooks.reduce((sum, book) => sum + book.songs, 0),
    hidden: songbooks.reduce((sum, book) => sum + book.hidden, 0),
    songbooks,
  };
}
