// Songs that cannot play are hidden from search (both ranking strategies, both databases), the
// songbook listing and its counts, popular and new; an import saying they play brings them back,
// and so does the end of a hide by screens, or the host's unhide.
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
import {
  EMBED_ERROR_CODES,
  FIRST_HIDE_MS,
  hideDurationMs,
  isEmbedError,
  LONGEST_HIDE_MS,
  shouldHide,
  withinReportRate,
} from "./playability-rules.js";
import { createPostgresSongSearch } from "./postgres-song-search.js";
import { toSearchTerms } from "./search-terms.js";
import { createSqliteSongSearch } from "./song-search.js";
import {
  applyPlayability,
  hiddenSongCounts,
  hideByOperator,
  recordEmbedFailure,
  restoreExpiredHides,
  unhideSongs,
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

const report = (song: number, addressKey: string, sessionCode: string, at = new Date()) => ({
  songId: song,
  addressKey,
  sessionCode,
  queueId: "q1",
  errorCode: 150,
  at,
});
const DAY_MS = 24 * 60 * 60_000;

describe("the rules", () => {
  it("count errors 100, 101 and 150 from screens of two parties", () => {
    expect([...EMBED_ERROR_CODES]).toEqual([100, 101, 150]);
    expect([2, 5, undefined, 100, 101, 150].map(isEmbedError)).toEqual([
      false,
      false,
      false,
      true,
      true,
      true,
    ]);
    const party = (sessionCode: string) => ({ sessionCode });
    expect(shouldHide([])).toBe(false);
    expect(shouldHide([party("AAAAAA"), party("AAAAAA"), party("AAAAAA")])).toBe(false);
    expect(shouldHide([party("AAAAAA"), party("BBBBBB")])).toBe(true);
  });

  it("let an address make 5 reports an hour and 20 a day", () => {
    expect(withinReportRate([0, 0])).toBe(true);
    expect(withinReportRate([4, 19])).toBe(true);
    expect(withinReportRate([5, 5])).toBe(false);
    expect(withinReportRate([0, 20])).toBe(false);
  });

  it("hide a song for 7 days, twice as long each time again, at most 180 days", () => {
    expect(FIRST_HIDE_MS).toBe(7 * DAY_MS);
    expect([1, 2, 3, 4, 5, 6, 50].map((n) => hideDurationMs(n) / DAY_MS)).toEqual([
      7,
      14,
      28,
      56,
      112,
      LONGEST_HIDE_MS / DAY_MS,
      180,
    ]);
  });
});

describe("recordEmbedFailure", () => {
  it("hides a song reported from two parties on two addresses, not from one of either", async () => {
    const id = await songId(ADELE_HELLO);
    const at = new Date("2025-06-01T20:00:00.000Z");
    // One party's two screens on two addresses; one address's two parties: one witness each.
    expect(await recordEmbedFailure(database.db, report(id, "10.0.0.1", "AAAAAA", at))).toEqual({
      counted: true,
      hidden: false,
    });
    expect(await recordEmbedFailure(database.db, report(id, "10.0.0.2", "AAAAAA", at))).toEqual({
      counted: true,
      hidden: false,
    });
    expect(await recordEmbedFailure(database.db, report(id, "10.0.0.1", "AAAAAA", at))).toEqual({
      counted: true,
      hidden: false,
    });
    expect((await searchIds("hello", 2000)).ids).toContain(id);
    const hidden = await recordEmbedFailure(database.db, report(id, "10.0.0.3", "BBBBBB", at));
    expect(hidden).toEqual({
      counted: true,
      hidden: true,
      until: new Date(at.getTime() + 7 * DAY_MS),
    });
    expect((await searchIds("hello", 2000)).ids).not.toContain(id);
    // A third party finds it already hidden.
    expect(
      await recordEmbedFailure(database.db, report(id, "10.0.0.4", "CCCCCC", at)),
    ).toMatchObject({ hidden: false });
  });

  it("forgets reports older than 30 days", async () => {
    const id = await songId(ADELE_HELLO);
    const at = new Date("2025-06-01T20:00:00.000Z");
    await recordEmbedFailure(database.db, report(id, "10.0.0.1", "AAAAAA", at));
    const later = new Date(at.getTime() + 31 * DAY_MS);
    expect(
      await recordEmbedFailure(database.db, report(id, "10.0.0.2", "BBBBBB", later)),
    ).toMatchObject({ hidden: false });
  });

  it("counts at most 5 reports an hour from one address", async () => {
    const ids = (await database.db.selectFrom("songs").select("id").orderBy("id").execute()).map(
      (row) => row.id,
    );
    const at = new Date("2025-06-01T20:00:00.000Z");
    const outcomes = [];
    for (const [i, id] of ids.slice(0, 6).entries()) {
      const when = new Date(at.getTime() + i * 60_000);
      outcomes.push(
        (await recordEmbedFailure(database.db, report(id, "10.0.0.1", "AAAAAA", when))).counted,
      );
    }
    expect(outcomes).toEqual([true, true, true, true, true, false]);
    // Another address is not held back by this one; this one, an hour later, counts again.
    expect(
      (await recordEmbedFailure(database.db, report(ids[6]!, "10.0.0.2", "BBBBBB", at))).counted,
    ).toBe(true);
    const anHourLater = new Date(at.getTime() + 61 * 60_000);
    expect(
      (await recordEmbedFailure(database.db, report(ids[6]!, "10.0.0.1", "AAAAAA", anHourLater)))
        .counted,
    ).toBe(true);
  });
});

const HIDDEN_AT = new Date("2025-06-01T20:00:00.000Z");

describe("a hidden song", () => {
  async function hideAdeleHello() {
    const id = await songId(ADELE_HELLO);
    await recordEmbedFailure(database.db, report(id, "10.0.0.1", "AAAAAA", HIDDEN_AT));
    await recordEmbedFailure(database.db, report(id, "10.0.0.2", "BBBBBB", HIDDEN_AT));
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
    expect(
      await recordEmbedFailure(database.db, report(id, "10.0.0.3", "CCCCCC", HIDDEN_AT)),
    ).toEqual({ counted: true, hidden: false });
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

describe("the end of a hide", () => {
  const shown = async (id: number) => (await searchIds("hello", 2000)).ids.includes(id);

  it("brings a song screens hid back after 7 days, then after 14 if it keeps failing", async () => {
    const id = await songId(ADELE_HELLO);
    const hide = async (at: Date, sessions: [string, string]) => {
      await recordEmbedFailure(database.db, report(id, "10.0.0.1", sessions[0], at));
      return recordEmbedFailure(database.db, report(id, "10.0.0.2", sessions[1], at));
    };
    expect(await hide(HIDDEN_AT, ["AAAAAA", "BBBBBB"])).toMatchObject({ hidden: true });
    const week = HIDDEN_AT.getTime() + 7 * DAY_MS;
    expect(await restoreExpiredHides(database.db, new Date(week - 1))).toBe(0);
    expect(await shown(id)).toBe(false);
    expect(await restoreExpiredHides(database.db, new Date(week))).toBe(1);
    expect(await shown(id)).toBe(true);
    // Its reports are forgotten: one new report does not hide it; two parties again do, for 14 days.
    const again = new Date(week + DAY_MS);
    expect(await recordEmbedFailure(database.db, report(id, "10.0.0.3", "CCCCCC", again))).toEqual({
      counted: true,
      hidden: false,
    });
    expect(await recordEmbedFailure(database.db, report(id, "10.0.0.4", "DDDDDD", again))).toEqual({
      counted: true,
      hidden: true,
      until: new Date(again.getTime() + 14 * DAY_MS),
    });
    expect(await restoreExpiredHides(database.db, new Date(again.getTime() + 13 * DAY_MS))).toBe(0);
    expect(await shown(id)).toBe(false);
  });

  it("never brings back by itself a song an import found unplayable", async () => {
    await applyPlayability(database.db, { playable: [], unplayable: [ADELE_HELLO] }, HIDDEN_AT);
    expect(
      await restoreExpiredHides(database.db, new Date(HIDDEN_AT.getTime() + 999 * DAY_MS)),
    ).toBe(0);
    expect(await shown(await songId(ADELE_HELLO))).toBe(false);
  });

  it("unhides by id, by songbook or all, whoever hid the songs", async () => {
    const adele = await songId(ADELE_HELLO);
    const richie = await songId(RICHIE_HELLO);
    await applyPlayability(
      database.db,
      { playable: [], unplayable: [RICHIE_HELLO, "fJ9rUzIMcZQ"] },
      HIDDEN_AT,
    );
    await recordEmbedFailure(database.db, report(adele, "10.0.0.1", "AAAAAA", HIDDEN_AT));
    await recordEmbedFailure(database.db, report(adele, "10.0.0.2", "BBBBBB", HIDDEN_AT));
    expect((await hiddenSongCounts(database.db)).hidden).toBe(3);
    expect(await unhideSongs(database.db, { songIds: [adele, 424242] })).toBe(1);
    expect(await shown(adele)).toBe(true);
    expect(await unhideSongs(database.db, { songbook: "PH" })).toBe(0);
    expect(await unhideSongs(database.db, { songbook: "RC" })).toBe(2);
    expect(await shown(richie)).toBe(true);
    await applyPlayability(database.db, { playable: [], unplayable: [ADELE_HELLO] }, HIDDEN_AT);
    expect(await unhideSongs(database.db, { all: true })).toBe(1);
    expect((await hiddenSongCounts(database.db)).hidden).toBe(0);
  });
});

describe("a song the operator hid", () => {
  const reason = async (id: number) =>
    (
      await database.db
        .selectFrom("songs")
        .select("hidden_reason")
        .where("id", "=", id)
        .executeTakeFirstOrThrow()
    ).hidden_reason;

  it("is hidden at once, stays hidden through imports and time, until unhidden", async () => {
    const id = await songId(ADELE_HELLO);
    expect(await hideByOperator(database.db, id, HIDDEN_AT)).toBe(true);
    expect(await reason(id)).toBe("operator");
    expect((await searchIds("hello", 2000)).ids).not.toContain(id);
    await applyPlayability(database.db, { playable: [ADELE_HELLO], unplayable: [] }, HIDDEN_AT);
    await applyPlayability(database.db, { playable: [], unplayable: [ADELE_HELLO] }, HIDDEN_AT);
    expect(
      await restoreExpiredHides(database.db, new Date(HIDDEN_AT.getTime() + 999 * DAY_MS)),
    ).toBe(0);
    expect(await reason(id)).toBe("operator");
    expect(await unhideSongs(database.db, { songIds: [id] })).toBe(1);
    expect(await reason(id)).toBeNull();
    expect((await searchIds("hello", 2000)).ids).toContain(id);
  });

  it("is one the catalogue has; the reason says who hid each song", async () => {
    expect(await hideByOperator(database.db, 424242, HIDDEN_AT)).toBe(false);
    const adele = await songId(ADELE_HELLO);
    const richie = await songId(RICHIE_HELLO);
    await recordEmbedFailure(database.db, report(adele, "10.0.0.1", "AAAAAA", HIDDEN_AT));
    await recordEmbedFailure(database.db, report(adele, "10.0.0.2", "BBBBBB", HIDDEN_AT));
    await applyPlayability(database.db, { playable: [], unplayable: [RICHIE_HELLO] }, HIDDEN_AT);
    expect([await reason(adele), await reason(richie)]).toEqual(["reports", "import"]);
    // The platform's word on a song screens hid makes it the import's.
    await applyPlayability(database.db, { playable: [], unplayable: [ADELE_HELLO] }, HIDDEN_AT);
    expect(await reason(adele)).toBe("import");
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
