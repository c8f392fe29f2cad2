// Hiding songs that cannot play and restoring them (docs/security.md, "A screen is a screen because
// the cloud says so"): embed errors reported by screens, one row per song and address in
// song_reports, and the playability an import reads from the video platform. A hidden song has
// `unplayable_at` set and is left out of every listing; one screens hid has `hidden_until` too,
// and comes back then (restoreExpiredHides). `hidden_reason` says who hid it; one the operator hid
// (docs/admin.md) stays hidden until someone restores it, whatever an import finds.
import { sql } from "kysely";
import type { Db } from "./catalogue-repository.js";
import {
  hideDurationMs,
  REPORT_MEMORY_MS,
  REPORT_RATE,
  shouldHide,
  withinReportRate,
} from "./playability-rules.js";

const CHUNK = 500;

export interface EmbedFailure {
  songId: number;
  /** The reporting screen's address key (client-address.ts). */
  addressKey: string;
  sessionCode: string;
  queueId: string;
  errorCode: number;
  at: Date;
}

export type ReportOutcome =
  /** Past the address's rate: not recorded. */
  | { counted: false }
  /** Recorded; `hidden` when this report hid the song, until `until`. */
  | { counted: true; hidden: false }
  | { counted: true; hidden: true; until: Date };

/**
 * Records that a screen could not play a song, once per song and address (an address reporting
 * again replaces its report), within the address's rate, and hides the song when screens of
 * different parties on different addresses reported it within REPORT_MEMORY_MS.
 */
export async function recordEmbedFailure(db: Db, failure: EmbedFailure): Promise<ReportOutcome> {
  const at = failure.at.toISOString();
  const atMs = failure.at.getTime();
  return db.transaction().execute(async (trx) => {
    const recent: number[] = [];
    for (const rate of REPORT_RATE) {
      const row = await trx
        .selectFrom("song_reports")
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .where("address_key", "=", failure.addressKey)
        .where("reported_at", ">", new Date(atMs - rate.windowMs).toISOString())
        .executeTakeFirstOrThrow();
      recent.push(Number(row.n));
    }
    if (!withinReportRate(recent)) return { counted: false };
    await trx
      .insertInto("song_reports")
      .values({
        song_id: failure.songId,
        address_key: failure.addressKey,
        session_code: failure.sessionCode,
        queue_id: failure.queueId,
        error_code: failure.errorCode,
        reported_at: at,
      })
      .onConflict((oc) =>
        oc.columns(["song_id", "address_key"]).doUpdateSet({
          session_code: failure.sessionCode,
          queue_id: failure.queueId,
          error_code: failure.errorCode,
          reported_at: at,
        }),
      )
      .execute();
    const reports = await trx
      .selectFrom("song_reports")
      .select("session_code as sessionCode")
      .where("song_id", "=", failure.songId)
      .where("reported_at", ">", new Date(atMs - REPORT_MEMORY_MS).toISOString())
      .execute();
    if (!shouldHide(reports)) return { counted: true, hidden: false };
    const song = await trx
      .selectFrom("songs")
      .select(["times_hidden", "unplayable_at"])
      .where("id", "=", failure.songId)
      .executeTakeFirst();
    if (!song || song.unplayable_at !== null) return { counted: true, hidden: false };
    const times = song.times_hidden + 1;
    const until = new Date(atMs + hideDurationMs(times));
    await trx
      .updateTable("songs")
      .set({
        unplayable_at: at,
        hidden_until: until.toISOString(),
        times_hidden: times,
        hidden_reason: "reports",
      })
      .where("id", "=", failure.songId)
      .where("unplayable_at", "is", null)
      .execute();
    return { counted: true, hidden: true, until };
  });
}

/** Songs back in the catalogue: shown again, and their reports forgotten (new witnesses needed). */
async function restore(trx: Db, songIds: readonly number[]): Promise<void> {
  for (const ids of chunks(songIds)) {
    await trx
      .updateTable("songs")
      .set({ unplayable_at: null, hidden_until: null, hidden_reason: null })
      .where("id", "in", ids)
      .execute();
    await trx.deleteFrom("song_reports").where("song_id", "in", ids).execute();
  }
}

/**
 * Brings back the songs screens hid whose time is over. `times_hidden` stays: a song that keeps
 * failing is hidden twice as long the next time. Answers how many came back.
 */
export async function restoreExpiredHides(db: Db, now: Date): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const due = await trx
      .selectFrom("songs")
      .select("id")
      .where("unplayable_at", "is not", null)
      .where("hidden_until", "is not", null)
      .where("hidden_until", "<=", now.toISOString())
      .execute();
    await restore(
      trx,
      due.map((row) => row.id),
    );
    return due.length;
  });
}

/** What `npm run catalogue -- unhide` restores: songs by id, a songbook's songs, or all. */
export type UnhideTarget = { songIds: readonly number[] } | { songbook: string } | { all: true };

/**
 * Shows hidden songs again, whoever hid them (screens or an import), forgets their reports and
 * their count of hides: the host's word that they play. Answers how many came back.
 */
export async function unhideSongs(db: Db, target: UnhideTarget): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const hidden = trx
      .selectFrom("songs")
      .innerJoin("songbooks", "songbooks.id", "songs.songbook_id")
      .select("songs.id")
      .where("songs.unplayable_at", "is not", null);
    let rows: { id: number }[];
    if ("songIds" in target) {
      if (target.songIds.length === 0) return 0;
      rows = await hidden.where("songs.id", "in", [...target.songIds]).execute();
    } else if ("songbook" in target) {
      rows = await hidden.where("songbooks.prefix", "=", target.songbook).execute();
    } else {
      rows = await hidden.execute();
    }
    const ids = rows.map((row) => row.id);
    await restore(trx, ids);
    for (const chunk of chunks(ids)) {
      await trx.updateTable("songs").set({ times_hidden: 0 }).where("id", "in", chunk).execute();
    }
    return ids.length;
  });
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
        .set({ unplayable_at: now.toISOString(), hidden_until: null, hidden_reason: "import" })
        .where("youtube_id", "in", ids)
        .where("unplayable_at", "is", null)
        .executeTakeFirst();
      hidden += Number(result.numUpdatedRows);
      // Screens had hidden some for a while: the platform's word hides them until it changes.
      await trx
        .updateTable("songs")
        .set({ hidden_until: null, hidden_reason: "import" })
        .where("youtube_id", "in", ids)
        .where("hidden_until", "is not", null)
        .execute();
    }
    for (const ids of chunks(videos.playable)) {
      const back = await trx
        .selectFrom("songs")
        .select("id")
        .where("youtube_id", "in", ids)
        .where("unplayable_at", "is not", null)
        // The operator's word outweighs the platform's: their hide waits for their restore.
        .where((eb) =>
          eb.or([eb("hidden_reason", "is", null), eb("hidden_reason", "!=", "operator")]),
        )
        .execute();
      const songIds = back.map((row) => row.id);
      if (songIds.length === 0) continue;
      await restore(trx, songIds);
      restored += songIds.length;
    }
  });
  return { hidden, restored };
}

/**
 * Hides a song by hand (docs/admin.md): out of every listing and search at once, with no time it
 * comes back by itself, and kept hidden by imports. False when there is no such song.
 */
export async function hideByOperator(db: Db, songId: number, now: Date): Promise<boolean> {
  const result = await db
    .updateTable("songs")
    .set({ unplayable_at: now.toISOString(), hidden_until: null, hidden_reason: "operator" })
    .where("id", "=", songId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
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
