// GET /songbooks, /songs, /search, /songs/popular, /songs/new (CONTRACT §3).
import Router from "@koa/router";
import {
  hasMore,
  prepareSearchText,
  searchQuerySchema,
  songListQuerySchema,
  songsQuerySchema,
  type SearchResponse,
  type SongbooksResponse,
  type SongListResponse,
  type SongsPageResponse,
} from "@encore/shared";
import type { Context } from "koa";
import { badRequest, notFound } from "../http/errors.js";
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
  db: Db;
  songSearch: SongSearch;
  favoriteLookup: FavoriteLookup;
}

/** Sanitises and validates a query with the shared rules; null when nothing searchable is left. */
function searchTermsOrBadRequest(q: string): SearchTerms | null {
  const prepared = prepareSearchText(q);
  if (!prepared.ok) throw badRequest(prepared.message);
  return toSearchTerms(prepared.text);
}

export function catalogueRouter({ db, songSearch, favoriteLookup }: CatalogueDeps): Router {
  const router = new Router();

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
    validate({ query: songsQuerySchema }, async ({ query }, ctx) => {
      let songbookId: number | undefined;
      if (query.songbook !== undefined && query.songbook.trim() !== "") {
        const songbook = await findSongbook(db, query.songbook.trim());
        if (!songbook) throw notFound("Songbook not found");
        songbookId = songbook.id;
      }
      const paging = { songbookId, limit: query.limit, offset: query.offset };
      let rows: CatalogueSongRow[];
      let total: number;
      let capped = false;
      if (query.q !== undefined && query.q.trim() !== "") {
        const terms = searchTermsOrBadRequest(query.q);
        const ranked = terms ? await songSearch.search(terms, paging) : NO_MATCHES;
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
    validate({ query: searchQuerySchema }, async ({ query }, ctx) => {
      const terms = searchTermsOrBadRequest(query.q);
      const ranked = terms
        ? await songSearch.search(terms, { limit: query.limit, offset: query.offset })
        : NO_MATCHES;
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
