// The two ways of ranking (sort every match, or walk the most played songs) answer the same, on
// SQLite and on PostgreSQL; and PostgreSQL answers exactly what SQLite answers.
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../db/database-handle.js";
import { openSqlite } from "../db/database.js";
import { migrateToLatest } from "../db/migrate.js";
import { loadCatalogue, videoId, type FixtureSong } from "../test-support/catalogue-fixtures.js";
import { openTestDatabase, type TestDatabase } from "../test-support/test-database.js";
import { onPostgres } from "../test-support/test-postgres.js";
import type { Db } from "./catalogue-repository.js";
import { createPostgresSongSearch } from "./postgres-song-search.js";
import { toSearchTerms } from "./search-terms.js";
import { createSqliteSongSearch, SORT_ALL_BELOW, type SongSearch } from "./song-search.js";

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

let database: TestDatabase;

function searchOf(handle: DatabaseHandle, sortAllBelow: number, totalCap?: number): SongSearch {
  return handle.dialect === "sqlite"
    ? createSqliteSongSearch(handle.db, sortAllBelow, totalCap)
    : createPostgresSongSearch(handle.db, sortAllBelow, totalCap);
}

/** A cap below the broad queries' match counts, so capping is compared too. */
const SMALL_CAP = 700;

/** The same catalogue in any database: two songbooks, many shared words, many tied counts. */
async function loadSearchCatalogue(db: Db): Promise<void> {
  const songs: FixtureSong[] = [];
  for (let i = 0; i < 3000; i += 1) {
    const words = [WORDS[i % WORDS.length], WORDS[(i * 7) % WORDS.length]].slice(0, 1 + (i % 2));
    songs.push({
      title: words.join(" "),
      artist: ARTISTS[(i * 3) % ARTISTS.length]!,
      youtube_id: videoId(i),
    });
  }
  // Accents, a code-like title and punctuation, so folding is compared as well.
  songs.push(
    { title: "Crazy in Love", artist: "Beyoncé", youtube_id: videoId(5001) },
    { title: "AA 12", artist: "Nobody's Band", youtube_id: videoId(5002) },
    { title: "Łódź – Night!", artist: "AC/DC", youtube_id: videoId(5003) },
  );
  await loadCatalogue(db, [
    { name: "Book A", prefix: "AA", songs: songs.slice(0, 1500) },
    { name: "Book B", prefix: "BB", songs: songs.slice(1500) },
  ]);
  // Many ties on purpose: the order within equal view counts must match too.
  await sql`UPDATE songs SET view_count = (id * 7919) % 37`.execute(db);
}

beforeAll(async () => {
  database = await openTestDatabase();
  await loadSearchCatalogue(database.db);
}, 60_000);

afterAll(async () => {
  await database.remove();
});

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
  "beyonce",
  "crazy in lo",
  "aa 12",
  "aa12",
  "lodz",
  "ac dc",
  "nobody s",
];
const pages = [
  { limit: 70, offset: 0 },
  { limit: 5, offset: 3 },
  { limit: 200, offset: 150 },
  { limit: 10, offset: 2990 },
];

async function bookB(db: Db): Promise<number> {
  const row = await db
    .selectFrom("songbooks")
    .select("id")
    .where("prefix", "=", "BB")
    .executeTakeFirstOrThrow();
  return row.id;
}

describe(`search strategies (${process.env.TEST_DATABASE ?? "sqlite"})`, () => {
  it.each(queries)("agree for %j on every page, in and out of a songbook", async (q) => {
    const sortAll = searchOf(database, Number.POSITIVE_INFINITY);
    const walk = searchOf(database, 0);
    const terms = toSearchTerms(q)!;
    for (const songbookId of [undefined, await bookB(database.db)]) {
      for (const page of pages) {
        const options = { ...page, songbookId };
        const expected = await sortAll.search(terms, options);
        expect(await walk.search(terms, options), JSON.stringify({ q, ...options })).toEqual(
          expected,
        );
      }
    }
  });

  it.each(["l", "lo", "love", "night", "hello"])(
    "agree for %j with the total capped at 700, and page through the first 700 only",
    async (q) => {
      const terms = toSearchTerms(q)!;
      for (const songbookId of [undefined, await bookB(database.db)]) {
        for (const page of [...pages, { limit: 70, offset: 650 }]) {
          const options = { ...page, songbookId };
          const expected = await searchOf(database, Number.POSITIVE_INFINITY, SMALL_CAP).search(
            terms,
            options,
          );
          const uncapped = await searchOf(database, Number.POSITIVE_INFINITY).search(
            terms,
            options,
          );
          expect(expected.capped).toBe(uncapped.total > SMALL_CAP);
          expect(expected.total).toBe(Math.min(uncapped.total, SMALL_CAP));
          expect(expected.ids).toEqual(
            uncapped.ids.slice(0, Math.max(0, expected.total - options.offset)),
          );
          expect(
            await searchOf(database, 0, SMALL_CAP).search(terms, options),
            JSON.stringify({ q, ...options }),
          ).toEqual(expected);
        }
      }
    },
  );

  it("puts exact title, artist or code matches first", async () => {
    const walk = searchOf(database, 0);
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

// Parity: the same catalogue in SQLite answers every query exactly as PostgreSQL does (same ids,
// since both imports assign ids in the same order).
describe.runIf(onPostgres)("PostgreSQL answers as SQLite", () => {
  let dir: string;
  let sqlite: DatabaseHandle;

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), "encore-search-"));
    sqlite = openSqlite(dir);
    await migrateToLatest(sqlite.db);
    await loadSearchCatalogue(sqlite.db);
  }, 60_000);

  afterAll(async () => {
    await sqlite.close();
    await rm(dir, { recursive: true, force: true });
  });

  async function expectSameAnswers(q: string, totalCap?: number): Promise<void> {
    const terms = toSearchTerms(q)!;
    const bookOnSqlite = await bookB(sqlite.db);
    const bookOnPostgres = await bookB(database.db);
    for (const inBook of [false, true]) {
      for (const page of pages) {
        const expected = await createSqliteSongSearch(sqlite.db, SORT_ALL_BELOW, totalCap).search(
          terms,
          { ...page, songbookId: inBook ? bookOnSqlite : undefined },
        );
        const actual = await createPostgresSongSearch(database.db, SORT_ALL_BELOW, totalCap).search(
          terms,
          { ...page, songbookId: inBook ? bookOnPostgres : undefined },
        );
        expect(actual, JSON.stringify({ q, inBook, totalCap, ...page })).toEqual(expected);
      }
    }
  }

  it.each(["l", "lo", "love", "night ranger", "aa 12"])(
    "for %j with the total capped at 700",
    async (q) => expectSameAnswers(q, SMALL_CAP),
  );

  it.each(["love in", "l night", "lo ranger", "crazy in lo", "night l", "l o", "love inc"])(
    "for %j (several words, some of them broad)",
    async (q) => expectSameAnswers(q),
  );

  it.each(queries)("for %j on every page, in and out of a songbook", async (q) => {
    const terms = toSearchTerms(q)!;
    const bookOnSqlite = await bookB(sqlite.db);
    const bookOnPostgres = await bookB(database.db);
    for (const inBook of [false, true]) {
      for (const page of pages) {
        const expected = await createSqliteSongSearch(sqlite.db).search(terms, {
          ...page,
          songbookId: inBook ? bookOnSqlite : undefined,
        });
        const actual = await createPostgresSongSearch(database.db).search(terms, {
          ...page,
          songbookId: inBook ? bookOnPostgres : undefined,
        });
        expect(actual, JSON.stringify({ q, inBook, ...page })).toEqual(expected);
      }
    }
  });

  // Last: it changes both catalogues. PostgreSQL's word index follows every change by trigger.
  it("after songs are renamed, hidden, moved, played and deleted", async () => {
    for (const db of [sqlite.db, database.db]) {
      const other = await bookB(db);
      await sql`UPDATE songs SET title = 'Lonesome Dove', title_key = 'lonesome dove' WHERE id % 11 = 0`.execute(
        db,
      );
      await sql`UPDATE songs SET unplayable_at = '2026-01-01T00:00:00.000Z' WHERE id % 13 = 0`.execute(
        db,
      );
      await sql`UPDATE songs SET unplayable_at = NULL WHERE id % 26 = 0`.execute(db);
      await sql`UPDATE songs SET songbook_id = ${other}, number = number + 5000 WHERE id % 17 = 0`.execute(
        db,
      );
      await sql`UPDATE songs SET view_count = view_count + 3 WHERE id % 5 = 0`.execute(db);
      await sql`DELETE FROM songs WHERE id % 19 = 0`.execute(db);
    }
    for (const q of ["l", "lo", "lonesome", "love", "dove", "heart", "night ranger", "aa 12"]) {
      await expectSameAnswers(q);
      await expectSameAnswers(q, SMALL_CAP);
    }
  });
});
