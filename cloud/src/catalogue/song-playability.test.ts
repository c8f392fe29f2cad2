// Songs that cannot play are hidden from search (both ranking strategies, both databases), the
// songbook listing and its counts, popular and new; an import saying they play brings them back.
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { loadCatalogue, SAMPLE_CATALOGUE } from "../test-support/catalogue-fixtures.js";
import { openTestDatabase, type TestDatabase } from "../test-support/test-database.js";
import {
  countSongs,
  findSong,
  listSongbooks,
  listSongsByTitle,
  mostPopular,
  newest,
} from "./catalogue-repository.js";
import { formatCatalogueStatus } from "./catalogue-status.js";
import { EMBED_ERROR_CODES, isEmbedError, shouldHide } from "./playability-rules.js";
import { createPostgresSongSearch } from "./postgres-song-search.js";
import { toSearchTerms } from "./search-terms.js";
import { createSqliteSongSearch } from "./song-search.js";
import {
  applyPlayability,
  hiddenSongCounts,
  recordEmbedFailure,
  songOfReportedItem,
} from "./song-playability.js";

let database: TestDatabase;
// Hello by Adele (PH1) and Hello by Lionel Richie (RC5).
const ADELE_HELLO = "YQHsXMglC9A";
const RICHIE_HELLO = "mHONNcZbwDY";

beforeEach(async () => {
  database = await openTestDatabase();
  await loadCatalogue(database.db, SAMPLE_CATALOGUE);
  // Adele's Hello is the most played and the newest song.
  await database.db
    .updateTable("songs")
    .set({ view_count: 99, added_at: "2030-01-01T00:00:00.000Z" })
    .where("youtube_id", "=", ADELE_HELLO)
    .execute();
});

afterEach(async () => {
  await database.remove();
});

async function songId(youtubeId: string): Promise<number> {
  const row = await database.db
    .selectFrom("songs")
    .select("id")
    .where("youtube_id", "=", youtubeId)
    .executeTakeFirstOrThrow();
  return row.id;
}

async function searchIds(q: string, sortAllBelow: number, songbookId?: number) {
  const terms = toSearchTerms(q);
  if (!terms) throw new Error(q);
  const search =
    database.dialect === "sqlite"
      ? createSqliteSongSearch(database.db, sortAllBelow)
      : createPostgresSongSearch(database.db, sortAllBelow);
  return search.search(terms, { limit: 50, offset: 0, songbookId });
}

const report = (song: number, deviceId: string, at = new Date()) => ({
  songId: song,
  deviceId,
  sessionCode: "ABC234",
  queueId: "q1",
  errorCode: 150,
  at,
});

describe("the rules", () => {
  it("count errors 100, 101 and 150 from two screens", () => {
    expect([...EMBED_ERROR_CODES]).toEqual([100, 101, 150]);
    expect([2, 5, undefined, 100, 101, 150].map(isEmbedError)).toEqual([
      false,
      false,
      false,
      true,
      true,
      true,
    ]);
    expect([0, 1, 2, 3].map(shouldHide)).toEqual([false, false, true, true]);
  });
});

describe("recordEmbedFailure", () => {
  it("hides a song when two different screens report it, not when one screen does twice", async () => {
    const id = await songId(ADELE_HELLO);
    expect(await recordEmbedFailure(database.db, report(id, "screen-a"))).toEqual({
      screens: 1,
      hidden: false,
    });
    expect(await recordEmbedFailure(database.db, report(id, "screen-a"))).toEqual({
      screens: 1,
      hidden: false,
    });
    expect((await searchIds("hello", 2000)).ids).toContain(id);
    expect(await recordEmbedFailure(database.db, report(id, "screen-b"))).toEqual({
      screens: 2,
      hidden: true,
    });
    // A third screen finds it already hidden.
    expect(await recordEmbedFailure(database.db, report(id, "screen-c"))).toEqual({
      screens: 3,
      hidden: false,
    });
  });

  it("remembers which song a session's queue item was, for a while", async () => {
    const id = await songId(ADELE_HELLO);
    const at = new Date("2025-06-01T20:00:00.000Z");
    await recordEmbedFailure(database.db, report(id, "screen-a", at));
    expect(await songOfReportedItem(database.db, "ABC234", "q1", new Date(at.getTime() - 1))).toBe(
      id,
    );
    expect(await songOfReportedItem(database.db, "ABC234", "q2", at)).toBeUndefined();
    expect(await songOfReportedItem(database.db, "ABC234", "q1", new Date(at.getTime() + 1))).toBe(
      undefined,
    );
  });
});

describe("a hidden song", () => {
  async function hideAdeleHello() {
    const id = await songId(ADELE_HELLO);
    await recordEmbedFailure(database.db, report(id, "screen-a"));
    await recordEmbedFailure(database.db, report(id, "screen-b"));
    return id;
  }

  it.each([
    ["sorting every match", 2000],
    ["walking the most played", 1],
  ])("is left out of search (%s)", async (_name, sortAllBelow) => {
    const id = await hideAdeleHello();
    const richie = await songId(RICHIE_HELLO);
    // 'hello' is an exact title match for both Hellos; 'adele' an exact artist match.
    const hello = await searchIds("hello", sortAllBelow);
    expect(hello.ids).not.toContain(id);
    expect(hello.ids).toContain(richie);
    expect(hello.total).toBe(hello.ids.length);
    const adele = await searchIds("adele", sortAllBelow);
    expect(adele.ids).toHaveLength(1);
    expect(adele.total).toBe(1);
    const ph = (await listSongbooks(database.db)).find((b) => b.prefix === "PH");
    expect((await searchIds("hel", sortAllBelow, ph?.id)).ids).not.toContain(id);
    // PH1, its code, finds nothing either.
    expect((await searchIds("PH1", sortAllBelow)).ids).toEqual([]);
  });

  it("is left out of songbooks and their counts, popular and new", async () => {
    const id = await hideAdeleHello();
    const books = await listSongbooks(database.db);
    expect(books.map((b) => [b.prefix, Number(b.song_count)])).toEqual([
      ["PH", 6],
      ["RC", 5],
    ]);
    const ph = books.find((b) => b.prefix === "PH");
    const page = await listSongsByTitle(database.db, { songbookId: ph?.id, limit: 50, offset: 0 });
    expect(page.total).toBe(6);
    expect(page.rows.map((r) => r.id)).not.toContain(id);
    const all = await listSongsByTitle(database.db, { limit: 50, offset: 0 });
    expect(all.total).toBe(11);
    expect((await mostPopular(database.db, 50)).map((r) => r.id)).not.toContain(id);
    expect((await newest(database.db, 1))[0]?.id).not.toBe(id);
    // Still in the catalogue: a favorite or a code names the same song.
    expect(await countSongs(database.db)).toBe(12);
    expect((await findSong(database.db, { db_id: id }))?.title).toBe("Hello");
  });

  it("comes back when an import says it plays, with its reports forgotten", async () => {
    const id = await hideAdeleHello();
    expect(
      await applyPlayability(
        database.db,
        { playable: [ADELE_HELLO, RICHIE_HELLO, "notInCatalo"], unplayable: [] },
        new Date(),
      ),
    ).toEqual({ hidden: 0, restored: 1 });
    expect((await searchIds("hello", 2000)).ids[0]).toBe(id);
    expect((await mostPopular(database.db, 1))[0]?.id).toBe(id);
    expect(Number((await listSongbooks(database.db))[0]?.song_count)).toBe(7);
    // One new report does not hide it again: the old ones are gone.
    expect(await recordEmbedFailure(database.db, report(id, "screen-c"))).toMatchObject({
      screens: 1,
      hidden: false,
    });
  });

  it("is hidden by an import that finds its video cannot play, and renamed songs stay hidden", async () => {
    expect(
      await applyPlayability(database.db, { playable: [], unplayable: [RICHIE_HELLO] }, new Date()),
    ).toEqual({ hidden: 1, restored: 0 });
    const richie = await songId(RICHIE_HELLO);
    // An update of its title (a re-import renaming it) does not put it back into search.
    await database.db
      .updateTable("songs")
      .set({ title: "Hello Again", title_key: "hello again" })
      .where("id", "=", richie)
      .execute();
    expect((await searchIds("hello", 2000)).ids).not.toContain(richie);
    expect((await searchIds("again", 2000)).ids).toEqual([]);
  });
});

describe("catalogue status", () => {
  it("counts hidden songs in all and per songbook", async () => {
    await applyPlayability(
      database.db,
      { playable: [], unplayable: [ADELE_HELLO, RICHIE_HELLO, "fJ9rUzIMcZQ"] },
      new Date(),
    );
    const counts = await hiddenSongCounts(database.db);
    expect(counts).toEqual({
      songs: 12,
      hidden: 3,
      songbooks: [
        { prefix: "PH", name: "Pop Hits", songs: 7, hidden: 1 },
        { prefix: "RC", name: "Rock Classics", songs: 5, hidden: 2 },
      ],
    });
    expect(formatCatalogueStatus(counts)).toBe(
      [
        "12 songs in 2 songbooks; 3 hidden (they cannot play), 9 shown",
        "  PH     Pop Hits: 7 songs, 1 hidden",
        "  RC     Rock Classics: 5 songs, 2 hidden",
      ].join("\n"),
    );
  });
});
