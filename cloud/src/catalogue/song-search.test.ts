// The two ways of ranking (sort every match, or walk the most played songs) answer the same.
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openSqlite, type DatabaseHandle } from "../db/database.js";
import { migrateToLatest } from "../db/migrate.js";
import { loadCatalogue, videoId, type FixtureSong } from "../test-support/catalogue-fixtures.js";
import { toSearchTerms } from "./search-terms.js";
import { createSqliteSongSearch } from "./song-search.js";

const WORDS = [
  "love",
  "lonely",
  "night",
  "heart",
  "hello",
  "highway",
  "dance",
  "dream",
  "fire",
  "rain",
];
const ARTISTS = ["Adele", "Queen", "Beyoncé", "Lorde", "Love Inc", "Heart", "Night Ranger", "ABBA"];

let dir: string;
let database: DatabaseHandle;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "encore-search-"));
  database = openSqlite(dir);
  await migrateToLatest(database.db);
  const songs: FixtureSong[] = [];
  for (let i = 0; i < 3000; i += 1) {
    const words = [WORDS[i % WORDS.length], WORDS[(i * 7) % WORDS.length]].slice(0, 1 + (i % 2));
    songs.push({
      title: words.join(" "),
      artist: ARTISTS[(i * 3) % ARTISTS.length]!,
      youtube_id: videoId(i),
    });
  }
  await loadCatalogue(database.db, [
    { name: "Book A", prefix: "AA", songs: songs.slice(0, 1500) },
    { name: "Book B", prefix: "BB", songs: songs.slice(1500) },
  ]);
  // Many ties on purpose: the order within equal view counts must match too.
  await sql`UPDATE songs SET view_count = (id * 7919) % 37`.execute(database.db);
}, 60_000);

afterAll(async () => {
  await database.close();
  await rm(dir, { recursive: true, force: true });
});

describe("SQLite search strategies", () => {
  const queries = [
    "love",
    "lo",
    "l",
    "heart",
    "night ranger",
    "queen",
    "hello",
    "aa12",
    "bb 7",
    "zzz",
  ];
  const pages = [
    { limit: 70, offset: 0 },
    { limit: 5, offset: 3 },
    { limit: 200, offset: 150 },
    { limit: 10, offset: 2990 },
  ];

  it.each(queries)("agree for %j on every page, in and out of a songbook", async (q) => {
    const sortAll = createSqliteSongSearch(database.db, Number.POSITIVE_INFINITY);
    const walk = createSqliteSongSearch(database.db, 0);
    const terms = toSearchTerms(q)!;
    const bookB = await database.db
      .selectFrom("songbooks")
      .select("id")
      .where("prefix", "=", "BB")
      .executeTakeFirstOrThrow();
    for (const songbookId of [undefined, bookB.id]) {
      for (const page of pages) {
        const options = { ...page, songbookId };
        const expected = await sortAll.search(terms, options);
        expect(await walk.search(terms, options), JSON.stringify({ q, ...options })).toEqual(
          expected,
        );
      }
    }
  });

  it("puts exact title, artist or code matches first", async () => {
    const walk = createSqliteSongSearch(database.db, 0);
    const { ids, total } = await walk.search(toSearchTerms("heart")!, { limit: 400, offset: 0 });
    expect(total).toBeGreaterThan(400);
    const rows = await database.db
      .selectFrom("songs")
      .select(["id", "title_key", "artist_key"])
      .where("id", "in", ids)
      .execute();
    const isExact = new Map(
      rows.map((r) => [r.id, r.title_key === "heart" || r.artist_key === "heart"]),
    );
    const flags = ids.map((id) => isExact.get(id));
    const firstOther = flags.indexOf(false);
    expect(firstOther).toBeGreaterThan(0);
    expect(flags.slice(firstOther)).not.toContain(true);
  });
});
