// Generates the benchmark catalogue: N songs in 200 songbooks as an import CSV, and 1,000 mixed
// queries (prefixes, whole words, artists, codes, misses) drawn from it. Seeded: every run is the
// same.
import { createWriteStream } from "node:fs";
import { writeFile } from "node:fs/promises";
import { once } from "node:events";
import { foldAccents } from "@encore/shared";
import { seededRandom } from "../lib/stats.js";
import { BAND_ADJECTIVES, BAND_NOUNS, FAMILY_NAMES, FIRST_NAMES, TITLE_WORDS } from "./words.js";

export const SONGBOOKS = 200;
export const ARTISTS = 25_000;

export type QueryKind = "prefix" | "word" | "artist" | "code" | "miss";
export interface BenchQuery {
  kind: QueryKind;
  q: string;
}

const LETTERS = "ABCDEFGHJKLMNPQRSTUVWXYZ";

function pick<T>(random: () => number, list: readonly T[]): T {
  return list[Math.floor(random() * list.length)] as T;
}

function capitalise(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}

function csvCell(text: string): string {
  return /[",\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

function songbookPrefix(index: number): string {
  return `${LETTERS[Math.floor(index / LETTERS.length) % LETTERS.length]}${LETTERS[index % LETTERS.length]}`;
}

function videoId(index: number): string {
  return `b${index.toString(36).padStart(10, "0")}`;
}

function makeArtists(random: () => number): string[] {
  const artists = new Set<string>();
  while (artists.size < ARTISTS) {
    const roll = random();
    if (roll < 0.7) artists.add(`${pick(random, FIRST_NAMES)} ${pick(random, FAMILY_NAMES)}`);
    else if (roll < 0.9)
      artists.add(`The ${pick(random, BAND_ADJECTIVES)} ${pick(random, BAND_NOUNS)}`);
    else artists.add(`${pick(random, BAND_ADJECTIVES)} ${pick(random, BAND_NOUNS)}`);
  }
  return [...artists];
}

function makeTitle(random: () => number): string {
  const length = 1 + Math.floor(random() * random() * 5);
  const words = Array.from({ length }, () => capitalise(pick(random, TITLE_WORDS)));
  return words.join(" ");
}

/** Writes the CSV; returns the artists and a sample of titles for the query mix. */
export async function generateCatalogue(
  file: string,
  songs: number,
): Promise<{ artists: string[]; titles: string[] }> {
  const random = seededRandom(42);
  const artists = makeArtists(random);
  const out = createWriteStream(file);
  out.write("songbook,prefix,title,artist,youtube_id\n");
  const perBook = Math.ceil(songs / SONGBOOKS);
  const titles: string[] = [];
  for (let i = 0; i < songs; i += 1) {
    const book = Math.floor(i / perBook);
    // Skewed towards the first artists: a few artists have hundreds of songs, most a handful.
    const artist = artists[Math.floor(Math.pow(random(), 2.5) * artists.length)] as string;
    const title = makeTitle(random);
    if (i % 1000 === 0) titles.push(title);
    const line = `Songbook ${book + 1},${songbookPrefix(book)},${csvCell(title)},${csvCell(artist)},${videoId(i)}\n`;
    if (!out.write(line)) await once(out, "drain");
  }
  out.end();
  await once(out, "finish");
  return { artists, titles };
}

export function makeQueries(
  sample: { artists: string[]; titles: string[] },
  songs: number,
): BenchQuery[] {
  const random = seededRandom(7);
  const perBook = Math.ceil(songs / SONGBOOKS);
  const maybeFold = (text: string) => (random() < 0.5 ? foldAccents(text) : text.toLowerCase());
  const queries: BenchQuery[] = [];
  for (let i = 0; i < 1000; i += 1) {
    const slot = i % 20; // 6 prefix, 5 word, 4 artist, 2 code, 3 miss in every 20
    if (slot < 6) {
      const source =
        random() < 0.5
          ? pick(random, TITLE_WORDS)
          : pick(random, sample.artists).split(" ").at(-1)!;
      queries.push({ kind: "prefix", q: maybeFold(source.slice(0, 2 + Math.floor(random() * 4))) });
    } else if (slot < 11) {
      const title = pick(random, sample.titles).split(" ");
      const start = Math.floor(random() * title.length);
      queries.push({
        kind: "word",
        q: maybeFold(title.slice(start, start + 1 + Math.floor(random() * 2)).join(" ")),
      });
    } else if (slot < 15) {
      queries.push({ kind: "artist", q: maybeFold(pick(random, sample.artists)) });
    } else if (slot < 17) {
      const code = `${songbookPrefix(Math.floor(random() * SONGBOOKS))}${1 + Math.floor(random() * perBook)}`;
      queries.push({
        kind: "code",
        q: random() < 0.5 ? code : `${code.slice(0, 2).toLowerCase()} ${code.slice(2)}`,
      });
    } else {
      const miss = Array.from({ length: 5 + Math.floor(random() * 4) }, () =>
        pick(random, [..."qxzvkjw"]),
      ).join("");
      queries.push({ kind: "miss", q: miss });
    }
  }
  return queries;
}

export async function writeQueries(file: string, queries: BenchQuery[]): Promise<void> {
  await writeFile(file, JSON.stringify(queries, null, 1));
}
