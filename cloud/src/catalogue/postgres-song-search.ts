// Search ranking on PostgreSQL: the same rules, strategies and answers as createSqliteSongSearch,
// over the songs.search_doc tsvector (migration 0001) and its GIN index.
import { sql } from "kysely";
import type { Db } from "./catalogue-repository.js";
import { toTsQuery } from "./search-terms.js";
import { exactMatchIds, SORT_ALL_BELOW, type SongSearch } from "./song-search.js";

export function createPostgresSongSearch(db: Db, sortAllBelow = SORT_ALL_BELOW): SongSearch {
  return {
    async search(terms, options) {
      // `unplayable_at IS NULL` is the predicate of the partial GIN index (migration 0006).
      const match = sql`s.search_doc @@ ${toTsQuery(terms)}::tsquery AND s.unplayable_at IS NULL`;
      const inBook =
        options.songbookId === undefined ? sql`` : sql`AND s.songbook_id = ${options.songbookId}`;

      const counted = await sql<{ n: number }>`
        SELECT count(*) AS n FROM songs s WHERE ${match} ${inBook}`.execute(db);
      const total = Number(counted.rows[0]?.n ?? 0);
      if (total === 0 || options.offset >= total) return { ids: [], total };

      if (total < sortAllBelow) {
        const codeKey = terms.codeKey ?? terms.key;
        const exact = sql`(s.title_key = ${terms.key} OR s.artist_key = ${terms.key} OR s.code_key = ${codeKey})`;
        const page = await sql<{ id: number }>`
          SELECT s.id FROM songs s WHERE ${match} ${inBook}
          ORDER BY ${exact} DESC, s.view_count DESC, s.id
          LIMIT ${options.limit} OFFSET ${options.offset}`.execute(db);
        return { ids: page.rows.map((r) => r.id), total };
      }

      // As on SQLite: the exact matches, then the most played matches that are not exact. With
      // a LIMIT and a broad match, the planner walks songs_popular in order and stops early.
      const wanted = options.offset + options.limit;
      const exactIds = await exactMatchIds(db, terms, options.songbookId, wanted);
      let restIds: number[] = [];
      if (exactIds.length < wanted) {
        const exact = new Set(exactIds);
        const walked = await sql<{ id: number }>`
          SELECT s.id FROM songs s WHERE ${match} ${inBook}
          ORDER BY s.view_count DESC, s.id
          LIMIT ${wanted}`.execute(db);
        restIds = walked.rows.map((r) => r.id).filter((id) => !exact.has(id));
      }
      return { ids: [...exactIds, ...restIds].slice(options.offset, wanted), total };
    },
  };
}
