// The host's view of the catalogue (`npm run catalogue -- status`): songs, and how many are hidden
// because they cannot play, in all and per songbook; and what `unhide` was asked to restore. Pure
// formatting and parsing.
import type { HiddenCounts } from "./song-playability.js";

export const CATALOGUE_USAGE = `Usage: npm run catalogue -- status
       npm run catalogue -- unhide <song>... | --songbook <prefix> | --all
  status   songs in the catalogue, and how many are hidden because they cannot play
  unhide   shows hidden songs again: by code (PH1) or database id, a songbook's, or all`;

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? "" : "s"}`;

export function formatCatalogueStatus(counts: HiddenCounts): string {
  const lines = [
    `${plural(counts.songs, "song")} in ${plural(counts.songbooks.length, "songbook")}; ` +
      `${counts.hidden} hidden (they cannot play), ${counts.songs - counts.hidden} shown`,
  ];
  for (const book of counts.songbooks) {
    lines.push(
      `  ${book.prefix.padEnd(6)} ${book.name}: ${book.songs} songs, ${book.hidden} hidden`,
    );
  }
  return lines.join("\n");
}

/** What `unhide` names: songs (a code such as PH1, or a database id), a songbook, or all. */
export type UnhideRequest =
  { songs: { db_id?: number; id?: string }[] } | { songbook: string } | { all: true };

/** `unhide`'s arguments, or why they are not understood. */
export function parseUnhideArgs(args: readonly string[]): UnhideRequest | { error: string } {
  const [first, second, ...rest] = args;
  if (first === "--all") {
    return args.length === 1 ? { all: true } : { error: "--all takes nothing more" };
  }
  if (first === "--songbook") {
    if (!second || rest.length > 0) return { error: "--songbook takes one songbook prefix" };
    return { songbook: second.toUpperCase() };
  }
  if (args.length === 0) return { error: "unhide needs songs, --songbook <prefix> or --all" };
  const flag = args.find((arg) => arg.startsWith("-"));
  if (flag) return { error: `Unknown option: ${flag}` };
  return { songs: args.map((arg) => (/^\d+$/.test(arg) ? { db_id: Number(arg) } : { id: arg })) };
}

export function formatUnhidden(count: number): string {
  return `${plural(count, "song")} shown again`;
}
