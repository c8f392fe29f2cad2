// Catalogue reads on worker threads (sqlite-read-pool.ts): the same answers as the main
// connection, the event loop free while a slow read runs, one caller's flood queued behind
// itself, and nothing written through it.
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSqliteSongSearch } from "../catalogue/song-search.js";
import { songsByIds } from "../catalogue/catalogue-repository.js";
import { toSearchTerms } from "../catalogue/search-terms.js";
import { loadCatalogue, videoId, type FixtureSong } from "../test-support/catalogue-fixtures.js";
import type { DatabaseHandle } from "./database-handle.js";
import { openSqlite } from "./database.js";
import { migrateToLatest } from "./migrate.js";
import { withReadLane } from "./sqlite-read-pool.js";

let dir: string;
let database: DatabaseHandle;

const WORDS = ["love", "lonely", "night", "heart", "hello", "dance", "dream", "sing", "song"];

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "encore-read-pool-"));
  database = openSqlite(dir, { readWorkers: 2 });
  await migrateToLatest(database.db);
  const songs: FixtureSong[] = Array.from({ length: 3000 }, (_, i) => ({
    title: `${WORDS[i % WORDS.length]} ${WORDS[(i * 7) % WORDS.length]}`,
    artist: `Singer ${i % 40}`,
    youtube_id: videoId(i),
  }));
  await loadCatalogue(database.db, [
    { name: "Book A", prefix: "AA", songs: songs.slice(0, 1500) },
    { name: "Book B", prefix: "BB", songs: songs.slice(1500) },
  ]);
  await sql`UPDATE songs SET view_count = (id * 7919) % 37`.execute(database.db);
}, 60_000);

afterAll(async () => {
  await database.close();
  await rm(dir, { recursive: true, force: true });
});

/** A read that keeps a worker busy for a while: counting to `n` in SQL. */
const slowRead = (n: number) =>
  sql<{ n: number }>`WITH RECURSIVE c(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM c WHERE i < ${n})
    SELECT count(*) AS n FROM c`.execute(database.reads);

describe("the SQLite read pool", () => {
  it("is a pool of its own, not the main connection", () => {
    expect(database.reads).not.toBe(database.db);
  });

  it.each(["love", "l", "s s s s s s s s", "night he", "aa 12", "sing so", "zzz"])(
    "searches %j exactly as the main connection does, page and rows",
    async (q) => {
      const terms = toSearchTerms(q)!;
      for (const page of [
        { limit: 70, offset: 0 },
        { limit: 1000, offset: 900 },
        { limit: 10, offset: 2990 },
      ]) {
        const expected = await createSqliteSongSearch(database.db).search(terms, page);
        const pooled = await createSqliteSongSearch(database.reads).search(terms, page);
        expect(pooled, JSON.stringify({ q, ...page })).toEqual(expected);
        expect(await songsByIds(database.reads, pooled.ids)).toEqual(
          await songsByIds(database.db, expected.ids),
        );
      }
    },
  );

  it("sees what the main connection committed", async () => {
    await database.db
      .updateTable("songs")
      .set({ title: "Zebra Crossing", title_key: "zebra crossing" })
      .where("id", "=", 1)
      .execute();
    const ranked = await createSqliteSongSearch(database.reads).search(toSearchTerms("zebra")!, {
      limit: 10,
      offset: 0,
    });
    expect(ranked.ids).toEqual([1]);
  });

  it("leaves the event loop free while a slow read runs", async () => {
    let done = false;
    const read = slowRead(2_000_000).then((result) => {
      done = true;
      return result;
    });
    // On the main connection the whole query would run before this turn of the loop.
    await new Promise((resolve) => setImmediate(resolve));
    await new Promise((resolve) => setTimeout(resolve, 1));
    expect(done).toBe(false);
    expect((await read).rows[0]?.n).toBe(2_000_000);
  });

  it("serves callers in turn: one caller's twenty reads do not hold up another's one", async () => {
    const finished: string[] = [];
    const flood = Array.from({ length: 20 }, (_, i) =>
      withReadLane("203.0.113.7", async () => {
        await slowRead(100_000);
        finished.push(`flood ${i}`);
      }),
    );
    const other = withReadLane("198.51.100.2", async () => {
      await slowRead(1);
      finished.push("other");
    });
    await Promise.all([...flood, other]);
    // Two workers: the other caller's read goes out with the first worker to come free.
    expect(finished.indexOf("other")).toBeLessThan(4);
  });

  it("refuses writes and changes nothing", async () => {
    await expect(
      database.reads.updateTable("songs").set({ view_count: 999 }).where("id", "=", 2).execute(),
    ).rejects.toThrow();
    const row = await database.db
      .selectFrom("songs")
      .select("view_count")
      .where("id", "=", 2)
      .executeTakeFirstOrThrow();
    expect(row.view_count).not.toBe(999);
  });
});
