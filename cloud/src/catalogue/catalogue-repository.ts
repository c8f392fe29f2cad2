// Catalogue reads. Ranking of search results lives behind SongSearch (one per database); here
// rows are fetched and shaped.
import type { Kysely } from "kysely";
import type { Database, SongbookRow } from "../db/schema.js";
import type { CatalogueSongRow } from "./song-presenter.js";

export type Db = Kysely<Database>;

/** Every song, hidden ones too (a song found by its code or id is still that song). */
function allSongsWithBook(db: Db) {
  return db
    .selectFrom("songs as s")
    .innerJoin("songbooks as b", "b.id", "s.songbook_id")
    .select([
      "s.id",
      "s.number",
      "s.title",
      "s.artist",
      "s.youtube_id",
      "s.view_count",
      "b.name as songbook_name",
      "b.prefix as songbook_prefix",
      "b.thumbnail_url as songbook_thumbnail",
    ]);
}

/** The songs a listing shows: those that play (docs/catalogue.md, "Songs that stop playing"). */
function songsWithBook(db: Db) {
  return allSongsWithBook(db).where("s.unplayable_at", "is", null);
}

export async function listSongbooks(db: Db): Promise<(SongbookRow & { song_count: number })[]> {
  return db
    .selectFrom("songbooks as b")
    .selectAll("b")
    .select((eb) =>
      eb
        .selectFrom("songs")
        .whereRef("songs.songbook_id", "=", "b.id")
        .where("songs.unplayable_at", "is", null)
        .select((inner) => inner.fn.countAll<number>().as("n"))
        .as("song_count"),
    )
    .orderBy("b.name")
    .orderBy("b.id")
    .execute() as Promise<(SongbookRow & { song_count: number })[]>;
}

/** A songbook named by its route value: its file, or its prefix (any case). */
export async function findSongbook(db: Db, fileOrPrefix: string): Promise<SongbookRow | undefined> {
  return db
    .selectFrom("songbooks")
    .selectAll()
    .where((eb) =>
      eb.or([eb("file", "=", fileOrPrefix), eb("prefix", "=", fileOrPrefix.toUpperCase())]),
    )
    .orderBy("id")
    .executeTakeFirst();
}

export async function listSongsByTitle(
  db: Db,
  options: { songbookId?: number | undefined; limit: number; offset: number },
): Promise<{ rows: CatalogueSongRow[]; total: number }> {
  let page = songsWithBook(db);
  let count = db
    .selectFrom("songs")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("songs.unplayable_at", "is", null);
  if (options.songbookId !== undefined) {
    page = page.where("s.songbook_id", "=", options.songbookId);
    count = count.where("songs.songbook_id", "=", options.songbookId);
  }
  // Without a songbook: every songbook in turn, each by title (one index serves both).
  const [rows, counted] = await Promise.all([
    page
      .orderBy("s.songbook_id")
      .orderBy("s.title_key")
      .orderBy("s.artist_key")
      .orderBy("s.id")
      .limit(options.limit)
      .offset(options.offset)
      .execute(),
    count.executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(counted.n) };
}

/** Rows for ranked ids, in the order of the ids (search leaves hidden songs out before; a
 * favorite that stopped playing stays in its owner's list). */
export async function songsByIds(db: Db, ids: readonly number[]): Promise<CatalogueSongRow[]> {
  if (ids.length === 0) return [];
  const rows = await allSongsWithBook(db).where("s.id", "in", ids).execute();
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

export async function mostPopular(db: Db, limit: number): Promise<CatalogueSongRow[]> {
  return songsWithBook(db).orderBy("s.view_count", "desc").orderBy("s.id").limit(limit).execute();
}

export async function newest(db: Db, limit: number): Promise<CatalogueSongRow[]> {
  return songsWithBook(db)
    .orderBy("s.added_at", "desc")
    .orderBy("s.id", "desc")
    .limit(limit)
    .execute();
}

/** The stored record of a song a client names by db_id or by code ('PL12'), with its length. */
export async function findSong(
  db: Db,
  ref: { db_id?: number | undefined; id?: string | undefined },
): Promise<(CatalogueSongRow & { duration_s: number | null }) | undefined> {
  const withLength = allSongsWithBook(db).select("s.duration_s");
  if (ref.db_id !== undefined) {
    return withLength.where("s.id", "=", ref.db_id).executeTakeFirst();
  }
  if (ref.id !== undefined) {
    const codeKey = ref.id.toLowerCase().replace(/[^a-z0-9]/g, "");
    if (!codeKey) return undefined;
    return withLength.where("s.code_key", "=", codeKey).executeTakeFirst();
  }
  return undefined;
}

export async function countSongs(db: Db): Promise<number> {
  const row = await db
    .selectFrom("songs")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
