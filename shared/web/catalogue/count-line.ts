// The songbook's count line (docs/product.md#songbook-list): `a-b of total songs`, or
// `N of M search results songs` while a query is active; numbers in the language shown.
import { pageRange } from "@encore/shared";
import { t } from "../i18n/translate";

/** `capped`: the search stopped counting at `total` (`total_capped`), shown as `10,000+`. */
export function songbookCountLine(
  offset: number,
  returned: number,
  total: number,
  query: string,
  capped = false,
): string {
  if (query.trim() !== "") {
    return t(capped ? "common.count.searchResultsCapped" : "common.count.searchResults", {
      shown: returned,
      total,
    });
  }
  const { from, to } = pageRange(offset, returned);
  return t("common.count.songbook", { from, to, total });
}

/** `N result(s) across M songbook(s)` (docs/product.md#search-results). */
export function searchSummary(results: number, songbooks: number): string {
  return t("common.count.searchSummary", { results, songbooks });
}

export function matchCount(count: number): string {
  return t("common.count.matches", { count });
}
