// GET /songbooks, /songs, /search, /songs/popular, /songs/new (docs/protocol.md#calls).
import Router from "@koa/router";
import {
  BULK_SONG_FETCH_LIMIT,
  hasMore,
  prepareSearchText,
  SEARCH_TOTAL_CAP,
  searchQuerySchema,
  songListQuerySchema,
  songsQuerySchema,
  type SearchResponse,
  type SongbooksResponse,
  type SongListResponse,
  type SongsPageResponse,
} from "@encore/shared";
import type { Context, Next } from "koa";
import { withReadLane } from "../db/sqlite-read-pool.js";
import { badRequest, notFound } from "../http/errors.js";
import type { RateLimits } from "../security/rate-limits.js";
import { validate } from "../http/validate.js";
import {
  findSongbook,
  listSongbooks,
  listSongsByTitle,
  mostPopular,
  newest,
  songsByIds,
  type Db,
} from "./catalogue-repository.js";
import type { FavoriteLookup } from "./favorite-lookup.js";
import { groupBySongbook } from "./search-results.js";
import { toSearchTerms, type SearchTerms } from "./search-terms.js";
import type { RankedIds, SongSearch } from "./song-search.js";
import { presentSong, presentSongbook, type CatalogueSongRow } from "./song-presenter.js";

const NO_MATCHES: RankedIds = { ids: [], total: 0, capped: false };

/** `total_capped: true` when the search stopped counting at SEARCH_TOTAL_CAP; absent otherwise. */
function cappedFlag(capped: boolean): { total_capped?: true } {
  return capped ? { total_capped: true } : {};
}

export interface CatalogueDeps {
  /** Catalogue reads: on SQLite, worker threads off the event loop (DatabaseHandle.reads). */
  db: Db;
  songSearch: SongSearch;
  favoriteLookup: FavoriteLookup;
  rateLimits: Pick<RateLimits, "checkAddress">;
  /** How long a refused search waits before its 429 is sent (SEARCH_REFUSAL_DELAY_MS). */
  refusalDelayMs?: number;
}

/** A refused search's 429 is sent after this pause. */
export const SEARCH_REFUSAL_DELAY_MS = 500;

/**
 * A search pages through its first SEARCH_TOTAL_CAP matches, as many as its total counts: an
 * offset at or past them is refused, and a page that would run past them stops there, so no
 * search ranks more than that many songs (docs/security.md, "Search cannot stall the cloud").
 */
export function searchPage(offset: number, limit: number): { offset: number; limit: number } {
  if (offset >= SEARCH_TOTAL_CAP) {
    throw badRequest(
      `A search shows its first ${SEARCH_TOTAL_CAP.toLocaleString("en")} matches: offset must be below ${SEARCH_TOTAL_CAP.toLocaleString("en")}`,
      "search_offset_too_large",
      { max: SEARCH_TOTAL_CAP },
    );
  }
  return { offset, limit: Math.min(limit, SEARCH_TOTAL_CAP - offset) };
}

/** Sanitises and validates a query with the shared rules; null when nothing searchable is left. */
function searchTermsOrBadRequest(q: string): SearchTerms | null {
  const prepared = prepareSearchText(q);
  if (!prepared.ok) throw badRequest(prepared.message, prepared.code);
  return toSearchTerms(prepared.text);
}

/** Songs of offset + limit a search point stands for (DEFAULT_ADDRESS_LIMITS.search). */
export const SONGS_PER_SEARCH_POINT = 200;

/**
 * What a search or song page counts against its address's limit: a point per 200 songs of
 * offset + limit, read before validation (a malformed value counts as a default page).
 */
export function searchCost(query: Record<string, unknown>): number {
  const number = (value: unknown) => {
    const parsed = typeof value === "string" ? Number(value) : Number.NaN;
    return Number.isInteger(parsed) && parsed >= 0 ? Math.min(parsed, SEARCH_TOTAL_CAP) : 0;
  };
  const songs = number(query.offset) + Math.min(number(query.limit), BULK_SONG_FETCH_LIMIT);
  return Math.max(1, Math.ceil(songs / SONGS_PER_SEARCH_POINT));
}

export function catalogueRouter({
  db,
  songSearch,
  favoriteLookup,
  rateLimits,
  refusalDelayMs = SEARCH_REFUSAL_DELAY_MS,
}: CatalogueDeps): Router {
  const router = new Router();

  /**
   * Searches are counted per client address by the songs they rank (429 with Retry-After past
   * the limit), and their reads queue in that address's lane of the read pool, so one address's
   * flood waits behind itself.
   */
  async function searchLimit(ctx: Context, next: Next): Promise<void> {
    try {
      await rateLimits.checkAddress("search", ctx.ip, searchCost(ctx.query));
    } catch (refused) {
      // The refusal is answered after a pause: a script that asks again at once then asks a
      // few times a second per connection, not thousands, and its refusals stay cheap.
      await new Promise((resolve) => setTimeout(resolve, refusalDelayMs));
      throw refused;
    }
    await withReadLane(ctx.ip, next);
  }

  async function present(ctx: Context, rows: CatalogueSongRow[]) {
    const favorites = await favoriteLookup(
      ctx,
      rows.map((row) => row.id),
    );
    return rows.map((row) => presentSong(row, favorites));
  }

  router.get("/songbooks", async (ctx) => {
    const rows = await listSongbooks(db);
    const body: SongbooksResponse = { songbooks: rows.map(presentSongbook) };
    ctx.body = body;
  });

  router.get(
    "/songs",
    searchLimit,
    validate({ query: songsQuerySchema }, async ({ query }, ctx) => {
      let songbookId: number | undefined;
      if (query.songbook !== undefined && query.songbook.trim() !== "") {
        const songbook = await findSongbook(db, query.songbook.trim());
        if (!songbook) throw notFound("Songbook not found", "songbook_not_found");
        songbookId = songbook.id;
      }
      const paging = { songbookId, limit: query.limit, offset: query.offset };
      let rows: CatalogueSongRow[];
      let total: number;
      let capped = false;
      if (query.q !== undefined && query.q.trim() !== "") {
        const page = searchPage(query.offset, query.limit);
        const terms = searchTermsOrBadRequest(query.q);
        const ranked = terms ? await songSearch.search(terms, { songbookId, ...page }) : NO_MATCHES;
        rows = await songsByIds(db, ranked.ids);
        ({ total, capped } = ranked);
      } else {
        ({ rows, total } = await listSongsByTitle(db, paging));
      }
      const body: SongsPageResponse = {
        songs: await present(ctx, rows),
        total,
        ...cappedFlag(capped),
        has_more: hasMore(query.offset, rows.length, total),
      };
      ctx.body = body;
    }),
  );

  router.get(
    "/search",
    searchLimit,
    validate({ query: searchQuerySchema }, async ({ query }, ctx) => {
      const page = searchPage(query.offset, query.limit);
      const terms = searchTermsOrBadRequest(query.q);
      const ranked = terms ? await songSearch.search(terms, page) : NO_MATCHES;
      const songs = await present(ctx, await songsByIds(db, ranked.ids));
      const body: SearchResponse = {
        results: groupBySongbook(songs),
        total: ranked.total,
        ...cappedFlag(ranked.capped),
      };
      ctx.body = body;
    }),
  );

  router.get(
    "/songs/popular",
    validate({ query: songListQuerySchema }, async ({ query }, ctx) => {
      const body: SongListResponse = {
        songs: await present(ctx, await mostPopular(db, query.limit)),
      };
      ctx.body = body;
    }),
  );

  router.get(
    "/songs/new",
    validate({ query: songListQuerySchema }, async ({ query }, ctx) => {
      const body: SongListResponse = { songs: await present(ctx, await newest(db, query.limit)) };
      ctx.body = body;
    }),
  );

  return router;
}
