// Search ranking on PostgreSQL: the same rules, strategies and answers as createSqliteSongSearch,
// over the songs.search_doc tsvector (migration 0001) and its GIN index, the word index
// song_terms and the popularity index songs_popular_search (migration 0007). Where the time
// goes and why: docs/performance.md, "On PostgreSQL".
import { SEARCH_TOTAL_CAP } from "@encore/shared";
import { sql, type RawBuilder } from "kysely";
import type { Db } from "./catalogue-repository.js";
import { toTsQuery } from "./search-terms.js";
import {
  pageOfAllMatches,
  prefixRangeEnd,
  singlePrefixWord,
  toSearchTotal,
  type MatchRow,
} from "./search-total.js";
import { rankedPage, SORT_ALL_BELOW, type SongSearch } from "./song-search.js";

export function createPostgresSongSearch(
  db: Db,
  sortAllBelow = SORT_ALL_BELOW,
  totalCap = SEARCH_TOTAL_CAP,
): SongSearch {
  return {
    async search(terms, options) {
      const inBook =
        options.songbookId === undefined ? sql`` : sql`AND s.songbook_id = ${options.songbookId}`;
      const codeKey = terms.codeKey ?? terms.key;
      const exact = sql<boolean>`(s.title_key = ${terms.key} OR s.artist_key = ${terms.key} OR s.code_key = ${codeKey})`;
      const word = singlePrefixWord(terms);

      // `unplayable_at IS NULL` is the predicate of the partial GIN index (migration 0006).
      const match = sql`s.search_doc @@ ${toTsQuery(terms)}::tsquery AND s.unplayable_at IS NULL`;
      let counted: number;
      if (word !== null) {
        counted = await countWord(db, word, options.songbookId, totalCap + 1);
      } else {
        // Several words mostly match few songs: read them all at once, ranked here, rather
        // than look them up twice (count, then page).
        const bounded = Number.isFinite(sortAllBelow) ? sql`LIMIT ${sortAllBelow}` : sql``;
        const all = await sql<MatchRow>`
          SELECT s.id, ${exact} AS exact, s.view_count FROM songs s
          WHERE ${match} ${inBook} ${bounded}`.execute(db);
        if (all.rows.length < sortAllBelow) return pageOfAllMatches(all.rows, options, totalCap);
        const c = await sql<{ n: number }>`
          SELECT count(*) AS n FROM (
            SELECT 1 FROM songs s WHERE ${match} ${inBook} LIMIT ${totalCap + 1}) m`.execute(db);
        counted = Number(c.rows[0]?.n ?? 0);
      }
      return rankedPage(db, terms, options, toSearchTotal(counted, totalCap), sortAllBelow, {
        async sortAll(limit, offset) {
          const page = await sql<{ id: number }>`
            SELECT s.id FROM songs s WHERE ${match} ${inBook}
            ORDER BY ${exact} DESC, s.view_count DESC, s.id
            LIMIT ${limit} OFFSET ${offset}`.execute(db);
          return page.rows.map((r) => r.id);
        },
        // As on SQLite: the exact matches, then the most played matches that are not exact. With
        // a LIMIT and a broad match, the planner walks songs_popular_search in order and stops
        // early, checking the query against the search document in the index entry.
        async walk(wanted) {
          const walked = await sql<{ id: number }>`
            SELECT s.id FROM songs s WHERE ${match} ${inBook}
            ORDER BY s.view_count DESC, s.id
            LIMIT ${wanted}`.execute(db);
          return walked.rows.map((r) => r.id);
        },
      });
    },
  };
}

/** Entries of song_terms for the words that start with `word`, in and out of a songbook. */
function wordRange(word: string, songbookId: number | undefined): RawBuilder<unknown> {
  return sql`t.term >= ${word} AND t.term < ${prefixRangeEnd(word)}
    ${songbookId === undefined ? sql`` : sql`AND t.songbook_id = ${songbookId}`}`;
}

/**
 * How many songs have a word that starts with `word`, counted no further than `limit`: from
 * song_terms' primary key (term, song_id), an index-only range read, where the GIN index would
 * visit every matching row of songs. A song with two such words has two entries, hence the
 * distinct count. Entries come in word order, not by song: twice the limit of entries holds at
 * least the limit of songs unless most songs have two words with that prefix, which is when the
 * full count runs.
 */
async function countWord(
  db: Db,
  word: string,
  songbookId: number | undefined,
  limit: number,
): Promise<number> {
  const range = wordRange(word, songbookId);
  const window = 2 * limit;
  const first = await sql<{ n: number; entries: number }>`
    SELECT count(DISTINCT song_id) AS n, count(*) AS entries FROM (
      SELECT t.song_id FROM song_terms t WHERE ${range} LIMIT ${window}) w`.execute(db);
  const n = Number(first.rows[0]?.n ?? 0);
  if (n >= limit || Number(first.rows[0]?.entries ?? 0) < window) return Math.min(n, limit);
  const all = await sql<{ n: number }>`
    SELECT count(DISTINCT t.song_id) AS n FROM song_terms t WHERE ${range}`.execute(db);
  return Math.min(Number(all.rows[0]?.n ?? 0), limit);
}
