// Turns what a person typed into search terms: an FTS query that cannot carry FTS syntax, and the
// folded keys used to rank exact and prefix matches first.
import { searchWords } from "@encore/shared";

const MAX_WORDS = 8;
const CODE_LIKE = /^([a-z]{1,6})\s*(\d{1,7})$/;

export interface SearchTerms {
  /** The folded words, at most eight. */
  words: string[];
  /** The words joined by one space: compared with title_key and artist_key. */
  key: string;
  /** 'pl 12', 'PL-12' and 'pl12' all name the code key 'pl12'; null when it cannot be a code. */
  codeKey: string | null;
}

/** Null when nothing searchable is left (only punctuation or emoji, say). */
export function toSearchTerms(text: string): SearchTerms | null {
  const words = searchWords(text).slice(0, MAX_WORDS);
  if (words.length === 0) return null;
  const key = words.join(" ");
  const code = CODE_LIKE.exec(words.join(""));
  const codeKey = code && words.length <= 2 ? `${code[1]}${code[2]}` : null;
  return { words, key, codeKey };
}

/**
 * The words a match needs, each once: every word is matched as a prefix, so a word repeated, or
 * the start of another word ('s' beside 'sing'), asks nothing more and is left out. Same matches,
 * less work: 's s s s s s s s' is one prefix to expand, not eight.
 */
export function matchWords(words: readonly string[]): string[] {
  const distinct = [...new Set(words)];
  return distinct.filter(
    (word) => !distinct.some((other) => other !== word && other.startsWith(word)),
  );
}

/**
 * An FTS5 query: every word must match as a prefix, in any column. Each word is quoted, and words
 * hold only letters and digits, so nothing typed is ever read as FTS syntax.
 */
export function toFtsQuery(terms: SearchTerms): string {
  const allWords = matchWords(terms.words)
    .map((word) => `"${word}"*`)
    .join(" ");
  if (terms.codeKey && terms.words.length > 1) return `(${allWords}) OR code : "${terms.codeKey}"*`;
  return allWords;
}

/**
 * The same query as a PostgreSQL tsquery over songs.search_doc: every word as a quoted prefix
 * ('word':*), and a code typed in two parts also as a prefix of the code lexeme ('#pl12':*).
 * Words hold only letters and digits, so no quote or operator can come from what was typed.
 */
export function toTsQuery(terms: SearchTerms): string {
  const allWords = matchWords(terms.words)
    .map((word) => `'${word}':*`)
    .join(" & ");
  if (terms.codeKey && terms.words.length > 1) return `(${allWords}) | '#${terms.codeKey}':*`;
  return allWords;
}
