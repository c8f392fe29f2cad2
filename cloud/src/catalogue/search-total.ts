// How many matches a search reports (docs/catalogue.md, "Search totals"): exact up to the cap,
// then the cap itself with `capped`, on both databases. Counting stops one match past the cap.
import { SEARCH_TOTAL_CAP } from "@encore/shared";
import { matchWords, type SearchTerms } from "./search-terms.js";

export interface SearchTotal {
  total: number;
  capped: boolean;
}

/** `counted` is the number of matches found by a count that stopped at `cap + 1`. */
export function toSearchTotal(counted: number, cap = SEARCH_TOTAL_CAP): SearchTotal {
  return counted > cap ? { total: cap, capped: true } : { total: counted, capped: false };
}

/**
 * The one word of a query that is a single prefix and nothing else ('dark', 'lo', 'pl12'), the
 * case PostgreSQL counts from its word index (song_terms); null for several words, or for a code
 * typed in two parts, whose query is more than one prefix.
 */
export function singlePrefixWord(terms: SearchTerms): string | null {
  if (terms.codeKey && terms.words.length > 1) return null;
  // 's s s' and 'sing s' ask for one prefix too (matchWords).
  const words = matchWords(terms.words);
  return words.length === 1 ? (words[0] ?? null) : null;
}

/**
 * The end of the range of words that start with `prefix`, in byte order (COLLATE "C"): every
 * word beginning with the prefix sorts at or above the prefix and below this.
 */
export function prefixRangeEnd(prefix: string): string {
  return `${prefix}\u{10FFFF}`;
}

export interface MatchRow {
  id: number;
  /** The title, artist or code is exactly what was typed. */
  exact: boolean;
  view_count: number;
}

/**
 * The page and total from every match of a query, read at once: exact matches first, then most
 * played, then oldest id (the ORDER BY of the sort-all strategy, on both databases).
 */
export function pageOfAllMatches(
  rows: readonly MatchRow[],
  page: { offset: number; limit: number },
  cap = SEARCH_TOTAL_CAP,
): SearchTotal & { ids: number[] } {
  const { total, capped } = toSearchTotal(rows.length, cap);
  const ranked = [...rows].sort(
    (a, b) => Number(b.exact) - Number(a.exact) || b.view_count - a.view_count || a.id - b.id,
  );
  const end = Math.min(total, page.offset + page.limit);
  return { ids: ranked.slice(page.offset, end).map((row) => row.id), total, capped };
}
