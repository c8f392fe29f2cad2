// Accent- and case-insensitive comparison keys, shared by the search index and the clients.

const COMBINING_MARKS = /\p{M}+/gu;
const NOT_WORD = /[^\p{L}\p{N}]+/gu;

/** Lower-cases and removes diacritics: 'Beyoncé' → 'beyonce', 'Łódź' → 'łodz'. */
export function foldAccents(text: string): string {
  return text.normalize("NFKD").replace(COMBINING_MARKS, "").toLowerCase();
}

/** The words of a text, folded: 'AC/DC – Highway to Hell!' → ['ac', 'dc', 'highway', 'to', 'hell']. */
export function searchWords(text: string): string[] {
  return foldAccents(text)
    .split(NOT_WORD)
    .filter((word) => word.length > 0);
}

/** One comparison key for a whole text: its folded words joined by single spaces. */
export function searchKey(text: string): string {
  return searchWords(text).join(" ");
}
