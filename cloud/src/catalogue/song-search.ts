// Search ranking, per database. Ranked: exact title, artist or code first, then titles and
// artists that begin with the words, then every other match; within each, most played first.
import { sql } from "kysely";
import type { Dialect } from "../db/database.js";
import type { Db } from "./catalogue-repository.js";
import { toFtsQuery, type SearchTerms } from "./search-terms.js";

export interface SearchOptions {
  songbookId?: number | undefined;
  limit: number;
  offset: number;
}

export interface RankedIds {
  ids: number[];
  total: number;
}

export interface SongSearch {
  search(terms: SearchTerms, options: SearchOptions): Promise<RankedIds>;
}

export function createSqliteSongSearch(db: Db): SongSearch {
  return {
    async search(terms, options) {
      const match = toFtsQuery(terms);
      const codeKey = terms.codeKey ?? terms.key;
      const inBook =
        options.songbookId === undefined ? sql`` : sql`AND s.songbook_id = ${options.songbookId}`;
      const page = sql<{ id: number }>`
        SELECT s.id FROM song_search f JOIN songs s ON s.id = f.rowid
        WHERE song_search MATCH ${match} ${inBook}
        ORDER BY
          CASE
            WHEN s.title_key = ${terms.key} OR s.artist_key = ${terms.key} OR s.code_key = ${codeKey} THEN 0
            WHEN substr(s.title_key, 1, ${terms.key.length}) = ${terms.key}
              OR substr(s.artist_key, 1, ${terms.key.length}) = ${terms.key} THEN 1
            ELSE 2
          END,
          s.view_count DESC, s.title_key, s.id
        LIMIT ${options.limit} OFFSET ${options.offset}`;
      const count =
        options.songbookId === undefined
          ? sql<{
              n: number;
            }>`SELECT count(*) AS n FROM song_search WHERE song_search MATCH ${match}`
          : sql<{ n: number }>`
              SELECT count(*) AS n FROM song_search f JOIN songs s ON s.id = f.rowid
              WHERE song_search MATCH ${match} ${inBook}`;
      const [ranked, counted] = await Promise.all([page.execute(db), count.execute(db)]);
      return { ids: ranked.rows.map((r) => r.id), total: Number(counted.rows[0]?.n ?? 0) };
    },
  };
}

/** After a bulk import: merge the full-text index's segments so queries read one b-tree. */
export async function afterBulkImport(database: { db: Db; dialect: Dialect }): Promise<void> {
  if (database.dialect === "sqlite") {
    await sql`INSERT INTO song_search (song_search) VALUES ('optimize')`.execute(database.db);
    await sql`PRAGMA optimize`.execute(database.db);
  }
}
