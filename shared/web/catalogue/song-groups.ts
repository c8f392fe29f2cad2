// How song lists are grouped on screen (docs/product.md#songbook-list): a songbook's songs under
// letter headers (with `0-9` and `#`), and the pseudo-book `search` under songbook headers.
import { foldAccents, type Song } from "@encore/shared";
import { t } from "../i18n/translate";

export interface LetterGroup {
  label: string;
  songs: Song[];
}

/** `A`–`Z` by the title's first letter (accents folded), `0-9` for a digit, `#` for the rest. */
export function letterOf(title: string): string {
  const first = foldAccents(title.trim()).charAt(0).toUpperCase();
  if (/[A-Z]/.test(first)) return first;
  if (/[0-9]/.test(first)) return "0-9";
  return "#";
}

/** Consecutive songs of one letter form a group; the cloud already sorts a songbook by title. */
export function groupByLetter(songs: readonly Song[]): LetterGroup[] {
  const groups: LetterGroup[] = [];
  for (const song of songs) {
    const label = letterOf(song.title);
    const last = groups.at(-1);
    if (last && last.label === label) last.songs.push(song);
    else groups.push({ label, songs: [song] });
  }
  return groups;
}

export interface SongbookGroup {
  name: string;
  prefix: string;
  thumbnail: string;
  songs: Song[];
}

/** The pseudo-book `search`: songs under their songbook, in the order songbooks first appear. */
export function groupBySongbook(songs: readonly Song[]): SongbookGroup[] {
  const groups = new Map<string, SongbookGroup>();
  for (const song of songs) {
    const group = groups.get(song.songbook_prefix) ?? {
      name: song.songbook_name,
      prefix: song.songbook_prefix,
      thumbnail: song.songbook_thumbnail,
      songs: [],
    };
    group.songs.push(song);
    groups.set(song.songbook_prefix, group);
  }
  return [...groups.values()];
}

export function songCountText(count: number): string {
  return t("common.count.songs", { count });
}

/**
 * The order songs are shown (and walked with the arrows) in: grouped by songbook for the
 * pseudo-book; by title while searching (the cloud ranks matches, which would scatter the letter
 * groups); as the cloud sorted them otherwise.
 */
export function songsInDisplayOrder(
  songs: readonly Song[],
  bySongbook: boolean,
  searching: boolean,
): Song[] {
  if (bySongbook) return groupBySongbook(songs).flatMap((group) => group.songs);
  if (searching) {
    return [...songs].sort((a, b) => foldAccents(a.title).localeCompare(foldAccents(b.title)));
  }
  return [...songs];
}
