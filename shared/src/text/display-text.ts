// Display cleaning of titles and artists (docs/product.md#songs-and-songbooks): karaoke channels
// decorate their video titles with brackets, emoji and words like 'Karaoke Version' that a singer
// does not need to read. Direction controls go too (stripDirectionControls): they would turn the
// text next to a title around (docs/security.md, "Text that spoofs its neighbours").
import { stripDirectionControls } from "./direction-controls.js";

export const UNKNOWN_TITLE = "Unknown Title";
export const UNKNOWN_ARTIST = "Unknown Artist";

const BRACKETED = /\([^()]*\)|\[[^[\]]*\]|\{[^{}]*\}|【[^【】]*】|「[^「」]*」/g;
// Alternation rather than one character class: joiners and variation selectors combine with
// their neighbours inside a class.
const EMOJI =
  /\p{Extended_Pictographic}|\p{Regional_Indicator}|[\u{1F3FB}-\u{1F3FF}]|\u{FE0E}|\u{FE0F}|\u{200D}|\u{20E3}/gu;
const LYRICS_PHRASE = /\b(?:with|w\/)\s+(?:on[-\s]?screen\s+)?lyrics?\b/gi;
const NOISE_WORDS = /\b(?:karaoke|version|cover|instrumental)\b/gi;
const TRAILING_WORDS = new Set([
  "official",
  "video",
  "videos",
  "music",
  "hd",
  "hq",
  "4k",
  "lyrics",
  "lyric",
  "audio",
  "mv",
]);
const EDGE_SEPARATORS = /^[\s\-–—|:;,/•.~*_]+|[\s\-–—|:;,/•~*_]+$/g;
const WHITESPACE_RUN = /\s+/g;
const SEGMENT_SEPARATOR = /\s+[|•]\s+|\s*[|•]\s*$/;
const ARTIST_TITLE_SEPARATOR = /\s+[-–—]\s+|\s*[–—]\s*/;

function stripTrailingWords(text: string): string {
  const words = text.split(" ");
  while (words.length > 0) {
    const last = (words[words.length - 1] ?? "").toLowerCase().replace(/[^\p{L}\p{N}]/gu, "");
    if (!TRAILING_WORDS.has(last)) break;
    words.pop();
  }
  return words.join(" ");
}

/** Upper-cases the first letter of every word and leaves the rest as written ('AC/DC' stays). */
export function titleCase(text: string): string {
  return text.replace(/(^|[\s(/"-])(\p{Ll})/gu, (_match, before: string, letter: string) => {
    return before + letter.toUpperCase();
  });
}

/** Removes decoration; an empty result means nothing meaningful was left. */
function stripDecoration(text: string): string {
  let result = text.replace(EMOJI, " ");
  // Brackets can nest: strip innermost first until none are left.
  let previous: string;
  do {
    previous = result;
    result = result.replace(BRACKETED, " ");
  } while (result !== previous);
  result = result.replace(LYRICS_PHRASE, " ").replace(NOISE_WORDS, " ");
  result = result.replace(WHITESPACE_RUN, " ").replace(EDGE_SEPARATORS, "");
  result = stripTrailingWords(result).replace(EDGE_SEPARATORS, "");
  return result.trim();
}

function cleanOr(text: string | null | undefined, fallback: string): string {
  const cleaned = stripDecoration(stripDirectionControls(text ?? ""));
  return cleaned.length > 0 ? titleCase(cleaned) : fallback;
}

export function cleanTitle(title: string | null | undefined): string {
  return cleanOr(title, UNKNOWN_TITLE);
}

export function cleanArtist(artist: string | null | undefined): string {
  return cleanOr(artist, UNKNOWN_ARTIST);
}

/**
 * A songbook's name as shown: direction controls removed, white space collapsed, trimmed; written
 * as its maker wrote it otherwise (no title case, no decoration stripped).
 */
export function cleanSongbookName(name: string | null | undefined): string {
  return stripDirectionControls(name ?? "")
    .replace(WHITESPACE_RUN, " ")
    .trim();
}

export interface SplitVideoTitle {
  artist: string;
  title: string;
}

/**
 * Splits a karaoke channel's video title such as 'Adele - Hello (Karaoke Version) [HD]' into a
 * cleaned artist and title. Segments after '|' that are only decoration are dropped; without a
 * dash the whole text is the title and the artist is unknown.
 */
export function splitVideoTitle(videoTitle: string): SplitVideoTitle {
  const withoutDecoration = videoTitle.replace(EMOJI, " ").replace(WHITESPACE_RUN, " ").trim();
  const segments = withoutDecoration
    .split(SEGMENT_SEPARATOR)
    .filter((segment) => stripDecoration(segment).length > 0);
  const main = segments[0] ?? "";
  const dash = ARTIST_TITLE_SEPARATOR.exec(main);
  if (!dash) return { artist: UNKNOWN_ARTIST, title: cleanTitle(main) };
  const artist = main.slice(0, dash.index);
  const title = main.slice(dash.index + dash[0].length);
  return { artist: cleanArtist(artist), title: cleanTitle(title) };
}
