// What the songbook page asks the catalogue, decided without React: which songbook a route names
// (shared/web), and the `GET /api/songs` parameters for a page of it with the search text applied.
import { SONGBOOK_PAGE_SIZE, type Songbook } from "@encore/shared";

/** The pseudo-songbook of the route `/songbook/search`: every songbook at once. */
export const SEARCH_PSEUDO_BOOK = "search";

/** The songbook a route names (shared with the remote's songbook page). */
export { findSongbook } from "@encore/web/catalogue/songbook-lookup";

export interface SongsPageRequest {
  songbook?: string;
  q?: string;
  limit: number;
  offset: number;
}

/** Page `page` (from 1) of `book` (null: every songbook), filtered by `query` when not empty. */
export function songsPageRequest(
  book: Songbook | null,
  query: string,
  page: number,
): SongsPageRequest {
  return {
    ...(book ? { songbook: book.file } : {}),
    ...(query ? { q: query } : {}),
    limit: SONGBOOK_PAGE_SIZE,
    offset: (Math.max(1, Math.floor(page)) - 1) * SONGBOOK_PAGE_SIZE,
  };
}
