// The hidden songs in the back office (docs/admin.md, Calls), over real HTTP: a song hidden by
// hand leaves the public search and is listed with reason "operator"; the list says why each song
// is hidden, newest first; restoring by song, by songbook or all brings them back.
import {
  adminHiddenSongsResponseSchema,
  adminSongsResponseSchema,
  type AdminHiddenSong,
} from "@encore/shared";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { applyPlayability, recordEmbedFailure } from "../catalogue/song-playability.js";
import { signedInOperator } from "../test-support/admin-operator.js";
import { loadCatalogue, SAMPLE_CATALOGUE } from "../test-support/catalogue-fixtures.js";
import type { TestBrowser } from "../test-support/test-browser.js";
import { startTestServer, type TestServer } from "../test-support/test-server.js";

let server: TestServer;
let operator: TestBrowser;
const ids: Record<string, number> = {};

beforeAll(async () => {
  server = await startTestServer({ TRUST_PROXY: "1" });
  const db = server.services.database.db;
  await loadCatalogue(db, SAMPLE_CATALOGUE);
  const rows = await db
    .selectFrom("songs as s")
    .innerJoin("songbooks as b", "b.id", "s.songbook_id")
    .select(["s.id", "s.number", "b.prefix"])
    .execute();
  for (const row of rows) ids[`${row.prefix}${row.number}`] = row.id;
  operator = await signedInOperator(server);
});

afterAll(async () => {
  await server.close();
});

beforeEach(async () => {
  await operator.post("/api/admin/hidden-songs/restore", { all: true });
});

const id = (code: string) => {
  const found = ids[code];
  if (found === undefined) throw new Error(`no song ${code}`);
  return found;
};

async function hidden(): Promise<AdminHiddenSong[]> {
  const answer = await operator.request("/api/admin/hidden-songs");
  expect(answer.status).toBe(200);
  return adminHiddenSongsResponseSchema.parse(answer.body).songs;
}

/** The db_ids the public search finds for a text. */
async function publicSearch(q: string): Promise<number[]> {
  const answer = await server.request(`/api/search?q=${encodeURIComponent(q)}`);
  expect(answer.status).toBe(200);
  const { results } = answer.body as { results: { songs: { db_id: number }[] }[] };
  return results.flatMap((group) => group.songs.map((song) => song.db_id));
}

async function hide(dbId: number) {
  return operator.post(`/api/admin/songs/${dbId}/hide`);
}

describe("hiding a song by hand", () => {
  it("takes it out of the public search and lists it with reason operator", async () => {
    const hello = id("PH1");
    expect(await publicSearch("hello adele")).toContain(hello);
    expect(await hide(hello)).toMatchObject({ status: 200, body: { hidden: true } });

    expect(await publicSearch("hello adele")).not.toContain(hello);
    expect(await hidden()).toEqual([
      {
        db_id: hello,
        id: "PH1",
        title: "Hello",
        artist: "Adele",
        songbook_prefix: "PH",
        songbook_name: "Pop Hits",
        reason: "operator",
        hidden_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      },
    ]);
  });

  it("keeps it in the operator's search, marked hidden", async () => {
    const hello = id("PH1");
    await hide(hello);
    const answer = await operator.request("/api/admin/songs?q=hello");
    expect(answer.status).toBe(200);
    const { songs, total } = adminSongsResponseSchema.parse(answer.body);
    expect(songs.find((song) => song.db_id === hello)).toEqual({
      db_id: hello,
      id: "PH1",
      title: "Hello",
      artist: "Adele",
      songbook_name: "Pop Hits",
      hidden: true,
    });
    expect(songs.filter((song) => !song.hidden).length).toBeGreaterThan(0);
    expect(total).toBe(songs.length);
    const byCode = adminSongsResponseSchema.parse(
      (await operator.request("/api/admin/songs?q=ph1")).body,
    );
    expect(byCode.songs.map((song) => song.id)).toContain("PH1");
  });

  it("answers 404 for a song not in the catalogue, 400 for a db_id that is not one", async () => {
    expect(await hide(999_999)).toMatchObject({ status: 404, body: { code: "song_not_found" } });
    expect(await operator.post("/api/admin/songs/abc/hide")).toMatchObject({ status: 400 });
  });

  it("stays hidden when an import finds its video plays", async () => {
    const hello = id("PH1");
    await hide(hello);
    const video = SAMPLE_CATALOGUE[0]?.songs[0]?.youtube_id ?? "";
    await applyPlayability(
      server.services.database.db,
      { playable: [video], unplayable: [] },
      new Date(),
    );
    expect((await hidden()).map((song) => song.db_id)).toEqual([hello]);
  });
});

describe("the hidden songs", () => {
  it("say why each is hidden, newest first", async () => {
    const db = server.services.database.db;
    const t0 = Date.now();
    // Two screens of different parties on different addresses could not play PH2.
    for (const [addressKey, sessionCode] of [
      ["10.0.0.1", "AAA222"],
      ["10.0.0.2", "BBB333"],
    ] as const) {
      await recordEmbedFailure(db, {
        songId: id("PH2"),
        addressKey,
        sessionCode,
        queueId: "q1",
        errorCode: 150,
        at: new Date(t0 - 60_000),
      });
    }
    const halo = SAMPLE_CATALOGUE[0]?.songs[2]?.youtube_id ?? "";
    await applyPlayability(db, { playable: [], unplayable: [halo] }, new Date(t0 - 30_000));
    await hide(id("PH4"));
    expect((await hidden()).map((song) => [song.id, song.reason])).toEqual([
      ["PH4", "operator"],
      ["PH3", "import"],
      ["PH2", "reports"],
    ]);
  });

  it("are restored by song, by songbook and all", async () => {
    for (const code of ["PH1", "PH2", "PH3"]) await hide(id(code));
    const secondBook = SAMPLE_CATALOGUE[1]?.prefix ?? "";
    const otherCodes = Object.keys(ids).filter((code) => code.startsWith(secondBook));
    for (const code of otherCodes.slice(0, 2)) await hide(id(code));

    const one = await operator.post("/api/admin/hidden-songs/restore", { db_id: id("PH1") });
    expect(one).toMatchObject({ status: 200, body: { restored: 1 } });
    expect(await publicSearch("hello adele")).toContain(id("PH1"));

    const book = await operator.post("/api/admin/hidden-songs/restore", { songbook: "PH" });
    expect(book).toMatchObject({ status: 200, body: { restored: 2 } });
    expect((await hidden()).map((song) => song.songbook_prefix)).toEqual([secondBook, secondBook]);

    const all = await operator.post("/api/admin/hidden-songs/restore", { all: true });
    expect(all).toMatchObject({ status: 200, body: { restored: 2 } });
    expect(await hidden()).toEqual([]);

    const again = await operator.post("/api/admin/hidden-songs/restore", { db_id: id("PH1") });
    expect(again).toMatchObject({ status: 200, body: { restored: 0 } });
  });

  it("refuse a restore that names nothing known, or names it unclearly", async () => {
    await hide(id("PH1"));
    const restore = (body: unknown) => operator.post("/api/admin/hidden-songs/restore", body);
    expect(await restore({ db_id: 999_999 })).toMatchObject({
      status: 404,
      body: { code: "song_not_found" },
    });
    expect(await restore({ songbook: "NOPE" })).toMatchObject({
      status: 404,
      body: { code: "songbook_not_found" },
    });
    for (const body of [{}, { all: false }, { db_id: id("PH1"), all: true }, { db_id: "1" }]) {
      expect(await restore(body), JSON.stringify(body)).toMatchObject({
        status: 400,
        body: { code: "invalid_request" },
      });
    }
    expect((await hidden()).map((song) => song.id)).toEqual(["PH1"]);
  });
});
