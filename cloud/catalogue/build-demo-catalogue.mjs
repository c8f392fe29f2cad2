// Builds the bundled demo catalogue (demo-catalogue.json, in the JSON import format) from
// demo-source.jsonl: one song a line with artist, title, year, language and YouTube video id, taken
// from the public MIT-licensed Asvarox/allkaraoke song index (see docs/catalogue.md).
//
// Run from the repository root: node cloud/catalogue/build-demo-catalogue.mjs
// No dependencies; the output is deterministic for a given source file.
import { readFileSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

const SOURCE_FILE = fileURLToPath(new URL("./demo-source.jsonl", import.meta.url));
const OUTPUT_FILE = fileURLToPath(new URL("./demo-catalogue.json", import.meta.url));

const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;
const MAX_TEXT_LENGTH = 300; // the importer's limit for titles and artists
/** A language gets a songbook of its own only with at least this many songs. */
const MIN_LANGUAGE_SONGS = 10;

/** English songs are split by decade; a song without a year goes to the newest songbook. */
const ENGLISH_SONGBOOKS = [
  { name: "Classics (before 1980)", prefix: "CL", holds: (year) => year != null && year < 1980 },
  { name: "80s Hits", prefix: "EI", holds: (year) => year != null && year >= 1980 && year < 1990 },
  { name: "90s Hits", prefix: "NI", holds: (year) => year != null && year >= 1990 && year < 2000 },
  {
    name: "2000s Hits",
    prefix: "ZK",
    holds: (year) => year != null && year >= 2000 && year < 2010,
  },
  { name: "2010s & Now", prefix: "TK", holds: (year) => year == null || year >= 2010 },
];

/** Other languages with enough songs; everything else goes to World Hits. */
const LANGUAGE_SONGBOOKS = [
  { name: "Polish Hits", prefix: "PL", languages: ["Polish"] },
  { name: "Spanish Hits", prefix: "ES", languages: ["Spanish"] },
  { name: "German Hits", prefix: "DE", languages: ["German"] },
  { name: "Japanese & K-Pop", prefix: "AS", languages: ["Japanese", "Korean"] },
];

const WORLD_SONGBOOK = { name: "World Hits", prefix: "WH" };

function fail(message) {
  throw new Error(`demo-source.jsonl: ${message}`);
}

function readSource(text) {
  const songs = [];
  text.split("\n").forEach((raw, index) => {
    const line = index + 1;
    if (raw.trim() === "") return;
    let row;
    try {
      row = JSON.parse(raw);
    } catch (error) {
      fail(`line ${line}: invalid JSON (${error.message})`);
    }
    for (const field of ["artist", "title", "language"]) {
      const value = row[field];
      if (typeof value !== "string" || value.trim() === "")
        fail(`line ${line}: ${field} is missing`);
      if (value.trim().length > MAX_TEXT_LENGTH) fail(`line ${line}: ${field} is too long`);
    }
    if (typeof row.video !== "string" || !YOUTUBE_ID.test(row.video)) {
      fail(`line ${line}: video must be an 11-character YouTube id`);
    }
    if (row.year != null && !(Number.isInteger(row.year) && row.year >= 1900 && row.year <= 2100)) {
      fail(`line ${line}: year must be a whole year or null`);
    }
    songs.push({
      line,
      artist: row.artist.trim(),
      title: row.title.trim(),
      year: row.year ?? null,
      language: row.language.trim(),
      video: row.video,
    });
  });
  return songs;
}

/**
 * One song per video id. The source sometimes lists the same video twice (e.g. a song and its
 * "(Album Version)"); the shorter title is kept, or the earlier line when the titles are as long.
 */
function dropDuplicateVideos(songs) {
  const byVideo = new Map();
  const dropped = [];
  for (const song of songs) {
    const kept = byVideo.get(song.video);
    if (!kept) {
      byVideo.set(song.video, song);
    } else if (song.title.length < kept.title.length) {
      byVideo.set(song.video, song);
      dropped.push(kept);
    } else {
      dropped.push(song);
    }
  }
  return { songs: songs.filter((song) => byVideo.get(song.video) === song), dropped };
}

function songbookFor(song, languageBooks) {
  if (song.language === "English") {
    return ENGLISH_SONGBOOKS.find((book) => book.holds(song.year));
  }
  return languageBooks.find((book) => book.languages.includes(song.language)) ?? WORLD_SONGBOOK;
}

const collator = new Intl.Collator("en", { sensitivity: "base" });
const codePointOrder = (a, b) => (a < b ? -1 : a > b ? 1 : 0);

/** Artist, then title; ties broken by exact text and video id so the order never depends on input. */
function compareSongs(a, b) {
  return (
    collator.compare(a.artist, b.artist) ||
    collator.compare(a.title, b.title) ||
    codePointOrder(a.artist, b.artist) ||
    codePointOrder(a.title, b.title) ||
    codePointOrder(a.video, b.video)
  );
}

function buildCatalogue(songs) {
  const languageCounts = new Map();
  for (const song of songs) {
    languageCounts.set(song.language, (languageCounts.get(song.language) ?? 0) + 1);
  }
  const languageBooks = LANGUAGE_SONGBOOKS.filter(
    (book) =>
      book.languages.reduce((sum, language) => sum + (languageCounts.get(language) ?? 0), 0) >=
      MIN_LANGUAGE_SONGS,
  );

  const order = [...ENGLISH_SONGBOOKS, ...LANGUAGE_SONGBOOKS, WORLD_SONGBOOK];
  const members = new Map(order.map((book) => [book.prefix, []]));
  for (const song of songs) members.get(songbookFor(song, languageBooks).prefix).push(song);

  const songbooks = [];
  for (const book of order) {
    const list = members.get(book.prefix).slice().sort(compareSongs);
    if (list.length === 0) continue;
    songbooks.push({
      name: book.name,
      prefix: book.prefix,
      thumbnail_url: `https://i.ytimg.com/vi/${list[0].video}/hqdefault.jpg`,
      songs: list.map((song, index) => ({
        title: song.title,
        artist: song.artist,
        youtube_id: song.video,
        number: index + 1,
        // The release year as the date added, so 'Latest Releases' lists the newest songs.
        ...(song.year != null ? { added_at: `${song.year}-01-01` } : {}),
      })),
    });
  }
  return { songbooks };
}

/** The checks the importer would make, so a broken build fails here rather than on first start. */
function verify(catalogue) {
  const prefixes = new Set();
  const videos = new Set();
  for (const book of catalogue.songbooks) {
    if (!/^[A-Z]{2,4}$/.test(book.prefix)) throw new Error(`bad prefix ${book.prefix}`);
    if (prefixes.has(book.prefix)) throw new Error(`prefix ${book.prefix} used twice`);
    prefixes.add(book.prefix);
    book.songs.forEach((song, index) => {
      if (!YOUTUBE_ID.test(song.youtube_id)) throw new Error(`bad video id ${song.youtube_id}`);
      if (videos.has(song.youtube_id)) throw new Error(`video ${song.youtube_id} appears twice`);
      videos.add(song.youtube_id);
      if (song.number !== index + 1) throw new Error(`${book.prefix} is not numbered 1..N`);
    });
  }
  return videos.size;
}

const source = readSource(readFileSync(SOURCE_FILE, "utf8"));
const { songs, dropped } = dropDuplicateVideos(source);
const catalogue = buildCatalogue(songs);
const total = verify(catalogue);
writeFileSync(OUTPUT_FILE, `${JSON.stringify(catalogue, null, 2)}\n`);

for (const song of dropped) {
  console.log(
    `duplicate video ${song.video} dropped: line ${song.line}, ${song.artist} - ${song.title}`,
  );
}
for (const book of catalogue.songbooks) {
  console.log(`${book.prefix.padEnd(4)} ${String(book.songs.length).padStart(4)}  ${book.name}`);
}
console.log(
  `${total} songs in ${catalogue.songbooks.length} songbooks (${source.length} source lines) -> ${OUTPUT_FILE}`,
);
