// How many matches a search reports (docs/catalogue.md, "Search totals"): exact up to the cap,
// then the cap itself with `capped`, on both databases. Counting stops one match past the cap.
import { SEARCH_TOTAL_CAP } from "@encore/shared";
import type { SearchTerms } from "./search-terms.js";

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
  return terms.words.length === 1 ? (terms.words[0] ?? null) : null;
}

/**
 * The end of the range of words that start with `prefix`, in byte order (COLLATE "C"): every
 * word beginning with the prefix sorts at or above the prefix and below this.
 */
export function prefixRangeEnd(prefix: string): string {
  return `${prefix}\u{10FFFF}`;
}
