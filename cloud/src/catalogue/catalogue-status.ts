// The host's view of the catalogue (`npm run catalogue -- status`): songs, and how many are hidden
// because they cannot play, in all and per songbook. Pure formatting of the counts.
import type { HiddenCounts } from "./song-playability.js";

export const CATALOGUE_USAGE = `Usage: npm run catalogue -- status
  status   songs in the catalogue, and how many are hidden because they cannot play`;

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
