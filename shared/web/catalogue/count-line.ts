// The songbook's count line (spec §2): `a-b of total songs`, or `N of M search results songs`
// while a query is active.
import { formatTotal, pageRange } from "@encore/shared";

/** `capped`: the search stopped counting at `total` (`total_capped`), shown as `10,000+`. */
export function songbookCountLine(
  offset: number,
  returned: number,
  total: number,
  query: string,
  capped = false,
): string {
  if (query.trim() !== "")
    return `${returned} of ${formatTotal(total, capped)} search results songs`;
  const { from, to } = pageRange(offset, returned);
  return `${from}-${to} of ${total} songs`;
}

/** `N result(s) across M songbook(s)` (spec §2 search results). */
export function searchSummary(results: number, songbooks: number): string {
  return `${results} result${results === 1 ? "" : "s"} across ${songbooks} songbook${songbooks === 1 ? "" : "s"}`;
}

export function matchCount(count: number): string {
  return `${count} match${count === 1 ? "" : "es"}`;
}
