// Importing catalogue files into a real database (SQLite, and PostgreSQL in the second run): bad rows are reported with their line
// and skipped, good rows load, and importing again updates without duplicating.
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "kysely";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  openDataDirDatabase,
  openTestDatabase,
  type TestDatabase,
} from "../../test-support/test-database.js";
import { runEntry, PROCESS_TEST_TIMEOUT_MS } from "../../test-support/run-entry.js";
import { createPostgresSongSearch } from "../postgres-song-search.js";
import { toSearchTerms } from "../search-terms.js";
import { createSqliteSongSearch } from "../song-search.js";
import { importFile } from "./import-file.js";

// These tests run the cloud from source as a process, which a loaded machine slows down.
vi.setConfig({ testTimeout: PROCESS_TEST_TIMEOUT_MS, hookTimeout: PROCESS_TEST_TIMEOUT_MS });

let dir: string;
let database: TestDatabase;

beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "encore-import-"));
  database = await openTestDatabase();
});

afterEach(async () => {
  await database.remove();
  await rm(dir, { recursive: true, force: true });
});

async function write(name: string, content: string): Promise<string> {
  const file = path.join(dir, name);
  await writeFile(file, content);
  return file;
}

async function songs() {
  return database.db
    .selectFrom("songs as s")
    .innerJoin("songbooks as b", "b.id", "s.songbook_id")
    .select(["b.prefix", "s.number", "s.title", "s.artist", "s.youtube_id"])
    .orderBy("b.prefix")
    .orderBy("s.number")
    .execute();
}

const JSON_CATALOGUE = `{
  "songbooks": [
    {
      "name": "Pop Hits",
      "prefix": "ph",
      "thumbnail_url": "https://example.com/pop.jpg",
      "songs": [
        { "title": "Hello", "artist": "Adele", "youtube_id": "YQHsXMglC9A" },
        { "title": "", "artist": "Nobody", "youtube_id": "aaaaaaaaaa1" },
        { "title": "Halo", "artist": "Beyoncé", "youtube_id": "bnVUHWCynig", "number": 10 },
        { "title": "Bad Id", "artist": "X", "youtube_id": "short" },
        { "title": "Again", "artist": "Adele", "youtube_id": "YQHsXMglC9A" }
      ]
    },
    { "name": "", "prefix": "XX", "songs": [] },
    {
      "name": "Rock",
      "prefix": "RK",
      "songs": [
        { "title": "Bohemian Rhapsody", "artist": "Queen", "youtube_id": "fJ9rUzIMcZQ" },
        { "title": "Numbered", "artist": "Someone", "youtube_id": "bbbbbbbbbb2", "number": 1.5 }
      ]
    }
  ]
}`;

describe("JSON import", () => {
  it("loads good rows and reports each bad one with its line", async () => {
    const report = await importFile(database.db, await write("c.json", JSON_CATALOGUE));
    expect(report.problems).toEqual([
      { line: 9, message: "title is missing" },
      { line: 11, message: "youtube_id must be an 11-character video id" },
      { line: 12, message: "youtube_id YQHsXMglC9A already appears on line 8" },
      { line: 15, message: "songbook name is missing" },
      { line: 21, message: "number must be a whole number from 1" },
    ]);
    expect(report).toMatchObject({
      added: 3,
      updated: 0,
      unchanged: 0,
      skipped: 5,
      songbooksAdded: 2,
    });
    expect(await songs()).toEqual([
      { prefix: "PH", number: 1, title: "Hello", artist: "Adele", youtube_id: "YQHsXMglC9A" },
      { prefix: "PH", number: 10, title: "Halo", artist: "Beyoncé", youtube_id: "bnVUHWCynig" },
      {
        prefix: "RK",
        number: 1,
        title: "Bohemian Rhapsody",
        artist: "Queen",
        youtube_id: "fJ9rUzIMcZQ",
      },
    ]);
  });

  it("updates on a second import and never duplicates", async () => {
    await importFile(database.db, await write("c.json", JSON_CATALOGUE));
    const changed = JSON_CATALOGUE.replace('"title": "Hello"', '"title": "Hello (Live)"').replace(
      '"name": "Rock"',
      '"name": "Rock Classics"',
    );
    const report = await importFile(database.db, await write("c2.json", changed));
    expect(report).toMatchObject({ added: 0, updated: 1, unchanged: 2, songbooksUpdated: 1 });
    const rows = await songs();
    expect(rows).toHaveLength(3);
    expect(rows[0]).toMatchObject({ number: 1, title: "Hello (Live)" });
    const books = await database.db
      .selectFrom("songbooks")
      .select(["name", "file"])
      .orderBy("prefix")
      .execute();
    // A renamed songbook keeps its route, so links to it keep working.
    expect(books).toEqual([
      { name: "Pop Hits", file: "pop-hits" },
      { name: "Rock Classics", file: "rock" },
    ]);
  });

  it("refuses a number another song already holds, and numbers new songs after the last", async () => {
    await importFile(database.db, await write("c.json", JSON_CATALOGUE));
    const more = JSON.stringify({
      songbooks: [
        {
          name: "Pop Hits",
          prefix: "PH",
          songs: [
            { title: "Taken", artist: "A", youtube_id: "ccccccccccc", number: 10 },
            { title: "Next", artist: "B", youtube_id: "ddddddddddd" },
          ],
        },
      ],
    });
    const report = await importFile(database.db, await write("more.json", more));
    expect(report.problems).toEqual([
      { line: 1, message: "number 10 is already used in songbook PH" },
    ]);
    expect((await songs()).find((s) => s.title === "Next")).toMatchObject({ number: 11 });
  });

  it("moves a song to the songbook a new file puts it in", async () => {
    await importFile(database.db, await write("c.json", JSON_CATALOGUE));
    const moved = JSON.stringify({
      songbooks: [
        {
          name: "Rock",
          prefix: "RK",
          songs: [{ title: "Hello", artist: "Adele", youtube_id: "YQHsXMglC9A" }],
        },
      ],
    });
    await importFile(database.db, await write("moved.json", moved));
    expect((await songs()).filter((s) => s.youtube_id === "YQHsXMglC9A")).toEqual([
      { prefix: "RK", number: 2, title: "Hello", artist: "Adele", youtube_id: "YQHsXMglC9A" },
    ]);
  });

  it("stores titles, artists and songbook names without direction controls; a title of only those is missing", async () => {
    // docs/security.md, "Text that spoofs its neighbours": an artist ending in a right-to-left
    // override would turn the next singer's name around on every screen.
    const hostile = JSON.stringify({
      songbooks: [
        {
          name: "\u202EskooB\u202C Hits\u2066",
          prefix: "SP",
          songs: [
            { title: "Hello\u200F", artist: "Evil Artist\u202E", youtube_id: "YQHsXMglC9A" },
            { title: "\u202E\u2067", artist: "Nobody", youtube_id: "bnVUHWCynig" },
          ],
        },
      ],
    });
    const report = await importFile(database.db, await write("spoof.json", hostile));
    expect(report.problems).toEqual([{ line: 1, message: "title is missing" }]);
    expect(await songs()).toEqual([
      { prefix: "SP", number: 1, title: "Hello", artist: "Evil Artist", youtube_id: "YQHsXMglC9A" },
    ]);
    const books = await database.db.selectFrom("songbooks").select("name").execute();
    expect(books).toEqual([{ name: "skooB Hits" }]);
  });

  it("stops with the line of a JSON syntax error", async () => {
    await expect(
      importFile(database.db, await write("bad.json", '{\n  "songbooks": [\n    {,\n')),
    ).rejects.toThrow(/^line 3: invalid JSON/);
    await expect(
      importFile(database.db, await write("wrong.json", '{"books": []}')),
    ).rejects.toThrow('expected an object with a "songbooks" array');
  });
});

/** The songs table's indexes (and SQLite's search triggers), by name. */
async function songsIndexes(): Promise<string[]> {
  const rows =
    database.dialect === "sqlite"
      ? await sql<{ name: string }>`SELECT name FROM sqlite_master
          WHERE tbl_name = 'songs' AND type IN ('index', 'trigger')`.execute(database.db)
      : await sql<{ name: string }>`SELECT indexname AS name FROM pg_indexes
          WHERE schemaname = current_schema() AND tablename = 'songs'`.execute(database.db);
  return rows.rows.map((r) => r.name).sort();
}

describe("first load", () => {
  it("sets the indexes aside and rebuilds every one, search included", async () => {
    const before = await songsIndexes();
    await importFile(database.db, await write("c.json", JSON_CATALOGUE));
    expect(await songsIndexes()).toEqual(before);
    const terms = toSearchTerms("bohem rhap")!;
    const search =
      database.dialect === "sqlite"
        ? createSqliteSongSearch(database.db)
        : createPostgresSongSearch(database.db);
    expect((await search.search(terms, { limit: 10, offset: 0 })).total).toBe(1);
  });
});

describe("CSV import", () => {
  it("loads rows with a header, reports bad rows by line, and is idempotent", async () => {
    const csv = [
      "songbook,prefix,title,artist,youtube_id",
      "Pop Hits,PH,Hello,Adele,YQHsXMglC9A",
      'Pop Hits,PH,"Halo, Live",Beyoncé,bnVUHWCynig',
      "Pop Hits,PH,Missing Id,Someone,",
      "Rock,R1,Bad Prefix,Someone,eeeeeeeeeee",
      "Pop Hits,PH,Too,Many,fffffffffff,extra",
      "Other Name,PH,Clash,Someone,ggggggggggg",
      "",
      "Rock,RK,Bohemian Rhapsody,Queen,fJ9rUzIMcZQ",
    ].join("\n");
    const file = await write("c.csv", csv);
    const report = await importFile(database.db, file);
    expect(report.problems).toEqual([
      { line: 4, message: "youtube_id must be an 11-character video id" },
      { line: 5, message: "prefix must be 1 to 6 letters" },
      { line: 6, message: "expected 5 columns, found 6" },
      { line: 7, message: 'prefix PH already names songbook "Pop Hits" (line 2)' },
    ]);
    expect(report).toMatchObject({ added: 3, skipped: 4 });
    expect((await songs()).map((s) => `${s.prefix}${s.number} ${s.title}`)).toEqual([
      "PH1 Hello",
      "PH2 Halo, Live",
      "RK1 Bohemian Rhapsody",
    ]);
    const again = await importFile(database.db, file);
    expect(again).toMatchObject({ added: 0, updated: 0, unchanged: 3 });
    expect(await songs()).toHaveLength(3);
  });

  it("reads rows without a header in the documented column order", async () => {
    const report = await importFile(
      database.db,
      await write("plain.csv", "Rock,RK,Kryptonite,3 Doors Down,xPU8OAjjS4k\n"),
    );
    expect(report).toMatchObject({ added: 1, skipped: 0 });
  });
});

describe("npm run import", () => {
  it("imports files, prints counts and skipped rows, and exits 1 for an unreadable file", async () => {
    const csv = await write(
      "c.csv",
      "songbook,prefix,title,artist,youtube_id\nRock,RK,Kryptonite,3 Doors Down,xPU8OAjjS4k\nRock,RK,,Nobody,aaaaaaaaaa1\n",
    );
    const json = await write("c.json", JSON_CATALOGUE);
    const dataDir = path.join(dir, "cli");
    const result = await runEntry(
      "catalogue/import/import-cli.ts",
      [csv, json, path.join(dir, "missing.csv")],
      {
        DATA_DIR: dataDir,
      },
    );
    expect(result.code).toBe(1);
    expect(result.stdout).toContain(`${csv}: 1 added, 0 updated, 0 unchanged, 1 skipped`);
    expect(result.stdout).toContain("line 3: title is missing");
    expect(result.stdout).toContain(`${json}: 3 added, 0 updated, 0 unchanged, 5 skipped`);
    expect(result.stderr).toContain("missing.csv: not imported: no such file");
    // The long last phases of a first load say what they do (a bar shows them on a terminal).
    expect(result.stderr).toContain(`${csv}: every row written; building the search indexes…`);
    expect(result.stderr).toContain("Optimising the catalogue for search");
    const check = openDataDirDatabase(dataDir);
    const count = await check.db
      .selectFrom("songs")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .executeTakeFirstOrThrow();
    await check.close();
    expect(count.n).toBe(4);
  });
});
