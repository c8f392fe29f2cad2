// Search ranking, per database: songs whose title, artist or code is exactly what was typed come
// first, then every other match; within each, the most played first. Songs that cannot play are
// left out: on SQLite they are not in the full-text index (migration 0006), on PostgreSQL the
// queries say so and the search index holds playable songs only.
import { SEARCH_TOTAL_CAP } from "@encore/shared";
import { sql } from "kysely";
import type { Dialect } from "../db/database-handle.js";
import type { Db } from "./catalogue-repository.js";
import { toFtsQuery, type SearchTerms } from "./search-terms.js";
import { toSearchTotal, type SearchTotal } from "./search-total.js";

export interface SearchOptions {
  songbookId?: number | undefined;
  limit: number;
  offset: number;
}

/** A page of ranked song ids, and how many songs match (capped: see search-total.ts). */
export interface RankedIds extends SearchTotal {
  ids: number[];
}

export interface SongSearch {
  search(terms: SearchTerms, options: SearchOptions): Promise<RankedIds>;
}

/**
 * Up to this many matches, rank them all in one sort. Beyond, read the most played songs in
 * index order and keep the matching ones: a broad prefix such as 'lo' matches tens of thousands
 * of songs, and sorting all of them for a page of 70 is what would be slow.
 */
export const SORT_ALL_BELOW = 2000;

export function createSqliteSongSearch(
  db: Db,
  sortAllBelow = SORT_ALL_BELOW,
  totalCap = SEARCH_TOTAL_CAP,
): SongSearch {
  return {
    async search(terms, options) {
      const match = toFtsQuery(terms);
      const inBook =
        options.songbookId === undefined ? sql`` : sql`AND s.songbook_id = ${options.songbookId}`;

      // Counted up to one past the cap, as on PostgreSQL: the same totals from both databases.
      const counted =
        options.songbookId === undefined
          ? await sql<{ n: number }>`
              SELECT count(*) AS n FROM (
                SELECT 1 FROM song_search WHERE song_search MATCH ${match} LIMIT ${totalCap + 1})`.execute(
              db,
            )
          : await sql<{ n: number }>`
              SELECT count(*) AS n FROM (
                SELECT 1 FROM song_search f JOIN songs s ON s.id = f.rowid
                WHERE song_search MATCH ${match} ${inBook} LIMIT ${totalCap + 1})`.execute(db);
      const total = toSearchTotal(Number(counted.rows[0]?.n ?? 0), totalCap);
      return rankedPage(db, terms, options, total, sortAllBelow, {
        async sortAll(limit, offset) {
          const codeKey = terms.codeKey ?? terms.key;
          const exact = sql`(s.title_key = ${terms.key} OR s.artist_key = ${terms.key} OR s.code_key = ${codeKey})`;
          const page = await sql<{ id: number }>`
            SELECT s.id FROM song_search f JOIN songs s ON s.id = f.rowid
            WHERE song_search MATCH ${match} ${inBook}
            ORDER BY ${exact} DESC, s.view_count DESC, s.id
            LIMIT ${limit} OFFSET ${offset}`.execute(db);
          return page.rows.map((r) => r.id);
        },
        // Every exact match also matches the FTS query, so the page is the exact matches followed
        // by the walk's matches that are not exact.
        async walk(wanted) {
          // '+s.id' keeps the planner from looking each match up by id: the walk must read the
          // popularity index in order and stop at the page's end.
          const walked = await sql<{ id: number }>`
            SELECT s.id FROM songs s INDEXED BY songs_popular
            WHERE +s.id IN (SELECT rowid FROM song_search WHERE song_search MATCH ${match}) ${inBook}
            ORDER BY s.view_count DESC, s.id
            LIMIT ${wanted}`.execute(db);
          return walked.rows.map((r) => r.id);
        },
      });
    },
  };
}

/** The two ways to read a page of matches, on one database. */
export interface PageQueries {
  /** All matches ranked in one sort: exact first, then the most played; `limit` from `offset`. */
  sortAll(limit: number, offset: number): Promise<number[]>;
  /** The first `wanted` matches, most played first, read in the popularity index's order. */
  walk(wanted: number): Promise<number[]>;
}

/**
 * The page of ranked ids once the matches are counted, on both databases: nothing past the end;
 * below `sortAllBelow` matches, one sort of them all; beyond, the exact matches, then the walk's
 * matches that are not exact.
 */
export async function rankedPage(
  db: Db,
  terms: SearchTerms,
  options: SearchOptions,
  { total, capped }: SearchTotal,
  sortAllBelow: number,
  queries: PageQueries,
): Promise<RankedIds> {
  if (total === 0 || options.offset >= total) return { ids: [], total, capped };
  // A capped search pages through its first `total` matches only.
  const limit = Math.min(options.limit, total - options.offset);
  if (total < sortAllBelow) {
    return { ids: await queries.sortAll(limit, options.offset), total, capped };
  }
  const wanted = options.offset + limit;
  const exactIds = await exactMatchIds(db, terms, options.songbookId, wanted);
  let restIds: number[] = [];
  if (exactIds.length < wanted) {
    const exact = new Set(exactIds);
    restIds = (await queries.walk(wanted)).filter((id) => !exact.has(id));
  }
  return { ids: [...exactIds, ...restIds].slice(options.offset, wanted), total, capped };
}

/**
 * Exact title, artist or code matches, most played first, from the three key indexes: the head
 * of every ranking, on both databases.
 */
export async function exactMatchIds(
  db: Db,
  terms: SearchTerms,
  songbookId: number | undefined,
  wanted: number,
): Promise<number[]> {
  const inBook = songbookId === undefined ? sql`` : sql`AND songbook_id = ${songbookId}`;
  const lists = await Promise.all(
    [
      sql`title_key = ${terms.key}`,
      sql`artist_key = ${terms.key}`,
      sql`code_key = ${terms.codeKey ?? terms.key}`,
    ].map((condition) =>
      sql<Ranked>`SELECT id, view_count FROM songs
                    WHERE ${condition} AND unplayable_at IS NULL ${inBook}
                    ORDER BY view_count DESC, id LIMIT ${wanted}`.execute(db),
    ),
  );
  const byId = new Map<number, Ranked>();
  for (const list of lists) for (const row of list.rows) byId.set(row.id, row);
  return [...byId.values()]
    .sort(byPopularity)
    .slice(0, wanted)
    .map((row) => row.id);
}

interface Ranked {
  id: number;
  view_count: number;
}

function byPopularity(a: Ranked, b: Ranked): number {
  return b.view_count - a.view_count || a.id - b.id;
}

/**
 * After a bulk import. SQLite: merge the full-text index's segments so queries read one b-tree.
 * PostgreSQL: fresh statistics for the planner, and a visibility map so counting matches can
 * skip the table.
 */
export async function afterBulkImport(database: { db: Db; dialect: Dialect }): Promise<void> {
  if (database.dialect === "sqlite") {
    await sql`INSERT INTO song_search (song_search) VALUES ('optimize')`.execute(database.db);
    await sql`PRAGMA optimize`.execute(database.db);
  } else {
    await sql`VACUUM (ANALYZE) songs`.execute(database.db);
    await sql`VACUUM (ANALYZE) song_terms`.execute(database.db);
  }
}
