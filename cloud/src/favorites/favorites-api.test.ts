// Favorites over real HTTP: list, add, remove, the limit of 20 (also under 21 adds at once), and
// is_favorite in every song list answered to a signed-in user.
import {
  favoritesResponseSchema,
  searchResponseSchema,
  songListResponseSchema,
  songsPageResponseSchema,
  type Song,
} from "@encore/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedInUser } from "../test-support/accounts-fixtures.js";
import { loadCatalogue } from "../test-support/catalogue-fixtures.js";
import { SlowQueries } from "../test-support/slow-queries.js";
import { TestBrowser } from "../test-support/test-browser.js";
import { startTestServer, type TestServer } from "../test-support/test-server.js";

let server: TestServer;
let songs: Song[];

const LIMIT_MESSAGE =
  "Favorite limit reached: you can keep at most 20 favorite songs. Remove one to add another.";

beforeAll(async () => {
  // Queries slowed as on a networked database, so that simultaneous requests interleave.
  server = await startTestServer({ TRUST_PROXY: "1" }, (services) => ({
    ...services,
    database: { ...services.database, db: services.database.db.withPlugin(new SlowQueries()) },
  }));
  await loadCatalogue(server.services.database.db, [
    {
      name: "Party Book",
      prefix: "PB",
      songs: Array.from({ length: 30 }, (_, i) => ({
        title: `Party Song ${String(i + 1).padStart(2, "0")}`,
        artist: "The Testers",
      })),
    },
  ]);
  songs = songsPageResponseSchema.parse((await server.request("/api/songs?limit=100")).body).songs;
  expect(songs).toHaveLength(30);
});

afterAll(async () => {
  await server.close();
});

const song = (i: number) => songs[i] as Song;

async function favorites(browser: TestBrowser): Promise<Song[]> {
  const answer = await browser.request("/api/favorites");
  expect(answer.status).toBe(200);
  return favoritesResponseSchema.parse(answer.body).favorites;
}

describe("favorites", () => {
  it("are added, listed newest first as Songs with is_favorite, and removed", async () => {
    const { browser } = await signedInUser(server);
    expect(await favorites(browser)).toEqual([]);
    expect((await browser.post(`/api/favorites/${song(3).db_id}`)).status).toBe(204);
    expect((await browser.post(`/api/favorites/${song(1).db_id}`)).status).toBe(204);
    expect(await favorites(browser)).toEqual([
      { ...song(1), is_favorite: true },
      { ...song(3), is_favorite: true },
    ]);

    const removed = await browser.delete(`/api/favorites/${song(3).db_id}`);
    expect(removed.status).toBe(204);
    expect(removed.body).toBe("");
    expect((await favorites(browser)).map((s) => s.db_id)).toEqual([song(1).db_id]);
  });

  it("adding one twice keeps one; removing one that is not a favorite is fine", async () => {
    const { browser } = await signedInUser(server);
    expect((await browser.post(`/api/favorites/${song(5).db_id}`)).status).toBe(204);
    expect((await browser.post(`/api/favorites/${song(5).db_id}`)).status).toBe(204);
    expect(await favorites(browser)).toHaveLength(1);
    expect((await browser.delete(`/api/favorites/${song(6).db_id}`)).status).toBe(204);
  });

  it("are each user's own", async () => {
    const ann = await signedInUser(server);
    const bob = await signedInUser(server);
    await ann.browser.post(`/api/favorites/${song(7).db_id}`);
    expect(await favorites(bob.browser)).toEqual([]);
  });

  it("answer 404 for an unknown song and 400 for something that is not an id", async () => {
    const { browser } = await signedInUser(server);
    for (const method of ["POST", "DELETE"]) {
      expect(await browser.request("/api/favorites/999999", { method })).toMatchObject({
        status: 404,
        body: { message: "Song not found" },
      });
      for (const bad of ["abc", "0", "-1", "1.5", "1e3"]) {
        expect(await browser.request(`/api/favorites/${bad}`, { method })).toMatchObject({
          status: 400,
          body: { message: "dbId must be a song's whole-number db_id" },
        });
      }
    }
  });

  it("answer 401 to guests", async () => {
    const guest = new TestBrowser(server);
    for (const [method, path] of [
      ["GET", "/api/favorites"],
      ["POST", `/api/favorites/${song(0).db_id}`],
      ["DELETE", `/api/favorites/${song(0).db_id}`],
      ["POST", "/api/favorites/not-even-an-id"],
    ] as const) {
      expect(await guest.request(path, { method })).toMatchObject({
        status: 401,
        body: { message: "Not logged in" },
      });
    }
  });
});

describe("the limit of 20", () => {
  it("refuses the 21st with 409 and a message naming the limit, until one is removed", async () => {
    const { browser } = await signedInUser(server);
    for (let i = 0; i < 20; i++) {
      expect((await browser.post(`/api/favorites/${song(i).db_id}`)).status).toBe(204);
    }
    const refused = await browser.post(`/api/favorites/${song(20).db_id}`);
    expect(refused).toMatchObject({ status: 409, body: { message: LIMIT_MESSAGE } });
    expect((refused.body as { message: string }).message).toContain("limit");
    // Adding one already there is not an addition.
    expect((await browser.post(`/api/favorites/${song(0).db_id}`)).status).toBe(204);
    expect(await favorites(browser)).toHaveLength(20);

    await browser.delete(`/api/favorites/${song(0).db_id}`);
    expect((await browser.post(`/api/favorites/${song(20).db_id}`)).status).toBe(204);
  });

  it("holds when 25 adds arrive at once: 20 land, the rest get 409", async () => {
    const { browser } = await signedInUser(server);
    const answers = await Promise.all(
      Array.from({ length: 25 }, (_, i) => browser.post(`/api/favorites/${song(i).db_id}`)),
    );
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 204)).toHaveLength(20);
    expect(statuses.filter((s) => s === 409)).toHaveLength(5);
    expect(await favorites(browser)).toHaveLength(20);
  });
});

describe("is_favorite in song lists", () => {
  it("is true for the signed-in user's favorites in every list, false for others and guests", async () => {
    const { browser } = await signedInUser(server);
    const favorite = song(2);
    await browser.post(`/api/favorites/${favorite.db_id}`);
    const flags = (list: Song[]) => Object.fromEntries(list.map((s) => [s.db_id, s.is_favorite]));

    const lists = async (who: TestBrowser) => [
      songsPageResponseSchema.parse((await who.request("/api/songs?limit=100")).body).songs,
      songsPageResponseSchema.parse((await who.request("/api/songs?q=party&limit=100")).body).songs,
      searchResponseSchema
        .parse((await who.request("/api/search?q=party")).body)
        .results.flatMap((group) => group.songs),
      songListResponseSchema.parse((await who.request("/api/songs/popular?limit=50")).body).songs,
      songListResponseSchema.parse((await who.request("/api/songs/new?limit=50")).body).songs,
    ];

    for (const list of await lists(browser)) {
      expect(list.length).toBeGreaterThan(2);
      expect(flags(list)[favorite.db_id]).toBe(true);
      expect(list.filter((s) => s.is_favorite)).toHaveLength(1);
    }
    const other = (await signedInUser(server)).browser;
    for (const who of [other, new TestBrowser(server)]) {
      for (const list of await lists(who)) expect(list.every((s) => !s.is_favorite)).toBe(true);
    }
  });
});
