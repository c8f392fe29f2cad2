// GET /api/admin/songs (docs/admin.md, Calls): the catalogue searched with its hidden songs, which
// the public search leaves out of its very index (song-search.ts), so here the folded keys are
// matched instead: every word as the start of a word of the title or artist, or the code typed.
// One operator's searches, not a party's: a scan of the keys is fast enough.
import type { AdminSong } from "@encore/shared";
import { sql } from "kysely";
import type { Db } from "../catalogue/catalogue-repository.js";
import { songCode } from "../catalogue/song-presenter.js";
import { matchWords, type SearchTerms } from "../catalogue/search-terms.js";

export interface AdminSongPage {
  songs: AdminSong[];
  total: number;
}

/** Every song when `terms` is null (nothing typed), by title. */
export async function searchAllSongs(
  db: Db,
  terms: SearchTerms | null,
  page: { limit: number; offset: number },
): Promise<AdminSongPage> {
  let matching = db.selectFrom("songs as s").innerJoin("songbooks as b", "b.id", "s.songbook_id");
  if (terms) {
    // Words hold only letters and digits (searchWords), so none carries a LIKE wildcard.
    const words = sql.join(
      matchWords(terms.words).map(
        (word) => sql`(' ' || s.title_key || ' ' || s.artist_key) LIKE ${`% ${word}%`}`,
      ),
      sql` AND `,
    );
    matching = matching.where(({ or }) => {
      const byWords = sql<boolean>`(${words})`;
      return terms.codeKey
        ? or([byWords, sql<boolean>`s.code_key LIKE ${`${terms.codeKey}%`}`])
        : byWords;
    });
  }
  const [rows, counted] = await Promise.all([
    matching
      .select(["s.id", "s.number", "s.title", "s.artist", "s.unplayable_at", "b.prefix", "b.name"])
      .orderBy("s.title_key")
      .orderBy("s.artist_key")
      .orderBy("s.id")
      .limit(page.limit)
      .offset(page.offset)
      .execute(),
    matching.select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow(),
  ]);
  return {
    songs: rows.map((row) => ({
      db_id: row.id,
      id: songCode(row.prefix, row.number),
      title: row.title,
      artist: row.artist,
      songbook_name: row.name,
      hidden: row.unplayable_at !== null,
    })),
    total: Number(counted.n),
  };
}
