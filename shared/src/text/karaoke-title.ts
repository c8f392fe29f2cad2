// Karaoke channels' video titles → artist and title. Channels name their uploads in a handful of
// patterns (docs/catalogue.md, "How karaoke titles are read"); this module knows them, recognises
// medleys and compilations (not one song: skipped), and leaves the decoration to the display
// cleaning of docs/product.md#songs-and-songbooks (cleanTitle, cleanArtist).
import { cleanArtist, cleanTitle, UNKNOWN_ARTIST, UNKNOWN_TITLE } from "./display-text.js";

/** Which side of the dash is the artist, when a channel is known to write it one way. */
export type TitleOrder = "artist-title" | "title-artist";

export const KARAOKE_SKIP_REASONS = {
  compilation: "a medley or compilation, not one song",
  noArtist: "no artist and title in the video title",
} as const;

export type KaraokeSkipReason = (typeof KARAOKE_SKIP_REASONS)[keyof typeof KARAOKE_SKIP_REASONS];

export type KaraokeTitle =
  { ok: true; artist: string; title: string } | { ok: false; reason: KaraokeSkipReason };

const EMOJI =
  /\p{Extended_Pictographic}|\p{Regional_Indicator}|[\u{1F3FB}-\u{1F3FF}]|\u{FE0E}|\u{FE0F}|\u{200D}|\u{20E3}/gu;

/**
 * Words that make a video several songs, or not a song: medleys, mashups, non-stop mixes,
 * megamixes, 'Top 20' and '100 Best' lists, 'Best Karaoke Songs', '1 Hour' or '2 Hours of',
 * compilations, playlists, full albums.
 */
const COMPILATION = new RegExp(
  [
    String.raw`\bmedley\b`,
    String.raw`\bmash[\s-]?ups?\b`,
    String.raw`\bnon[\s-]?stop\b`,
    String.raw`\bmega[\s-]?mix\b`,
    String.raw`\btop\s+\d+\b`,
    String.raw`\b\d+\s+(?:best|greatest|top)\b`,
    String.raw`\bbest\s+karaoke\s+songs\b`,
    // '1 Hour', '2 Hours of…'; not '24 Hours from Tulsa'.
    String.raw`\b(?:[1-9]|1[0-2])(?:[.,]5)?\s*(?:hours?|hrs?)\b(?!\s+from)`,
    String.raw`\bcompilations?\b`,
    String.raw`\bplaylists?\b`,
    String.raw`\bfull\s+album\b`,
    String.raw`\blive\s+stream\b`,
    String.raw`\b\d+\s+songs\b`,
  ].join("|"),
  "i",
);

/** 'Karaoke Version from Zoom Karaoke', 'Karaoke Version from Karaoke Channel X' at the end. */
const FROM_CHANNEL = /\s*[-–—|]?\s*karaoke\s+version\s+from\s+[^-–—|]+$/i;
/** 'Karaoke - Title - Artist' ('KARAOKE: Artist - Title' is the usual order, with a label). */
const KARAOKE_FIRST = /^\s*karaoke\s+[-–—]\s+(.+?)\s+[-–—]\s+(.+)$/i;
/** '(No Lead Vocal)', 'with lead vocal', 'No Vocals': how the track is sung, not its name. */
const VOCAL_NOTE = /\b(?:no|with|without)\s+(?:lead\s+|backing\s+)?vocals?\b/gi;
/** 'Title (in the Style of Artist)', 'Title in the Style of "Artist" karaoke video…'. */
const IN_THE_STYLE_OF = /^(.*?)\s*[([]?\s*\b(?:in\s+the\s+style\s+of|as\s+made\s+famous\s+by)\s+/i;
const QUOTED = /^\s*["“”'‘’«]([^"“”«»]+)["“”'‘’»]/;
const ARTIST_TITLE_SEPARATOR = /\s+[-–—]\s+|\s*[–—]\s*/;
const SEGMENT_SEPARATOR = /\s+[|•]\s+|\s*[|•]\s*$/;
/** A segment that is only a label: 'Karaoke Version', 'Karaoke with Lyrics', 'KaraFun'. */
const LABEL_ONLY =
  /^(?:karaoke|lyrics?|instrumental|no\s+lead\s+vocals?|with|version|sing\s*along|hd|4k|\s|[()[\]])*$/i;

function parsed(artist: string, title: string): KaraokeTitle {
  const a = cleanArtist(artist);
  const t = cleanTitle(title);
  if (a === UNKNOWN_ARTIST || t === UNKNOWN_TITLE) return skip("noArtist");
  return { ok: true, artist: a, title: t };
}

function skip(reason: keyof typeof KARAOKE_SKIP_REASONS): KaraokeTitle {
  return { ok: false, reason: KARAOKE_SKIP_REASONS[reason] };
}

/** The artist after 'in the style of': in quotes, else up to a closing bracket or a separator. */
function styleArtist(rest: string): string {
  const quoted = QUOTED.exec(rest);
  if (quoted?.[1]) return quoted[1];
  const end = /[)\]]|\s[-–—|•]\s/.exec(rest);
  return end ? rest.slice(0, end.index) : rest;
}

/**
 * Reads a karaoke channel's video title. `order` says which side of 'A - B' is the artist for a
 * channel known to put the title first; by default the artist comes first, as most channels
 * write it.
 */
export function parseKaraokeTitle(
  videoTitle: string,
  options: { order?: TitleOrder } = {},
): KaraokeTitle {
  const text = videoTitle.replace(EMOJI, " ").replace(VOCAL_NOTE, " ").replace(/\s+/g, " ").trim();
  if (COMPILATION.test(text)) return skip("compilation");

  const style = IN_THE_STYLE_OF.exec(text);
  if (style) {
    const title = style[1] ?? "";
    return parsed(styleArtist(text.slice(style[0].length)), title);
  }

  const karaokeFirst = KARAOKE_FIRST.exec(text.replace(FROM_CHANNEL, ""));
  if (karaokeFirst) {
    // 'Karaoke - Title - Artist': the song first, as the channels writing it this way do.
    const [, first = "", second = ""] = karaokeFirst;
    const [title, artist] = options.order === "artist-title" ? [second, first] : [first, second];
    return parsed(artist, title);
  }

  const segments = text
    .replace(FROM_CHANNEL, "")
    .split(SEGMENT_SEPARATOR)
    .map((segment) => segment.trim())
    .filter((segment) => segment.length > 0 && !LABEL_ONLY.test(segment));
  // The song is the first segment with a dash in it ('KaraFun | Adele - Hello' too).
  const main = segments.find((segment) => ARTIST_TITLE_SEPARATOR.test(segment));
  if (!main) return skip("noArtist");
  const dash = ARTIST_TITLE_SEPARATOR.exec(main);
  if (!dash) return skip("noArtist");
  const left = main.slice(0, dash.index);
  const right = main.slice(dash.index + dash[0].length);
  return options.order === "title-artist" ? parsed(right, left) : parsed(left, right);
}
