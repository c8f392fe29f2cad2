// The hidden songs for the operator (docs/admin.md, Calls): listed newest first with why, and
// restored by song, by songbook or all, through the same unhide as `npm run catalogue -- unhide`
// (song-playability.ts).
import type { AdminHiddenSong, AdminRestoreBody } from "@encore/shared";
import { findSong, findSongbook, type Db } from "../catalogue/catalogue-repository.js";
import { songCode } from "../catalogue/song-presenter.js";
import { unhideSongs, type UnhideTarget } from "../catalogue/song-playability.js";
import { notFound } from "../http/errors.js";
import { SONG_NOT_FOUND } from "../favorites/favorites-router.js";

/**
 * The newest this many: a whole songbook an import hid could be thousands, and the overview
 * counts them all.
 */
export const HIDDEN_SONGS_SHOWN = 1000;

export async function listHiddenSongs(db: Db): Promise<AdminHiddenSong[]> {
  const rows = await db
    .selectFrom("songs as s")
    .innerJoin("songbooks as b", "b.id", "s.songbook_id")
    .select([
      "s.id",
      "s.number",
      "s.title",
      "s.artist",
      "s.unplayable_at",
      "s.hidden_until",
      "s.hidden_reason",
      "b.prefix",
      "b.name",
    ])
    .where("s.unplayable_at", "is not", null)
    .orderBy("s.unplayable_at", "desc")
    .orderBy("s.id", "desc")
    .limit(HIDDEN_SONGS_SHOWN)
    .execute();
  return rows.map((row) => ({
    db_id: row.id,
    id: songCode(row.prefix, row.number),
    title: row.title,
    artist: row.artist,
    songbook_prefix: row.prefix,
    songbook_name: row.name,
    // A row hidden before reasons were kept says it the way migration 0011 reads it.
    reason: row.hidden_reason ?? (row.hidden_until === null ? "import" : "reports"),
    hidden_at: row.unplayable_at ?? "",
  }));
}

/** What a restore names, checked: an unknown song or songbook is 404, and nothing changes. */
async function targetOf(db: Db, body: AdminRestoreBody): Promise<UnhideTarget> {
  if ("db_id" in body) {
    if (!(await findSong(db, { db_id: body.db_id })))
      throw notFound(SONG_NOT_FOUND, "song_not_found");
    return { songIds: [body.db_id] };
  }
  if ("songbook" in body) {
    const book = await findSongbook(db, body.songbook);
    if (!book) throw notFound("Songbook not found", "songbook_not_found");
    return { songbook: book.prefix };
  }
  return { all: true };
}

/** How many songs came back. */
export async function restoreHiddenSongs(db: Db, body: AdminRestoreBody): Promise<number> {
  return unhideSongs(db, await targetOf(db, body));
}
