// A search that matches more songs than SEARCH_TOTAL_CAP answers `total: 10000` and
// `total_capped: true` over real HTTP, on either database; below the cap the total is exact and
// the flag absent.
import {
  SEARCH_TOTAL_CAP,
  searchResponseSchema,
  songsPageResponseSchema,
  type SongsPageResponse,
} from "@encore/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadCatalogue, type FixtureSong } from "../test-support/catalogue-fixtures.js";
import { startTestServer, type TestServer } from "../test-support/test-server.js";

let server: TestServer;
const PER_BOOK = 5100;

async function songsPage(path: string): Promise<SongsPageResponse & Record<string, unknown>> {
  const response = await server.request(path);
  expect(response.status, path).toBe(200);
  return { ...songsPageResponseSchema.parse(response.body), ...(response.body as object) };
}

beforeAll(async () => {
  server = await startTestServer();
  // 10,200 love songs in two songbooks; every 100th is also a "Lonely" song.
  const book = (offset: number): FixtureSong[] =>
    Array.from({ length: PER_BOOK }, (_, i) => ({
      title: (offset + i) % 100 === 0 ? `Lonely Love ${offset + i}` : `Love Song ${offset + i}`,
      artist: `Singer ${(offset + i) % 50}`,
    }));
  await loadCatalogue(server.services.database.db, [
    { name: "Love One", prefix: "LA", songs: book(0) },
    { name: "Love Two", prefix: "LB", songs: book(PER_BOOK) },
  ]);
}, 60_000);

afterAll(async () => {
  await server.close();
});

describe("search totals past the cap", () => {
  it("GET /api/search says 10000 and total_capped for 10,200 matches", async () => {
    const response = await server.request("/api/search?q=love&limit=70");
    expect(response.status).toBe(200);
    const body = searchResponseSchema.parse(response.body);
    expect(body.total).toBe(SEARCH_TOTAL_CAP);
    expect(body.total_capped).toBe(true);
    expect(body.results.flatMap((group) => group.songs)).toHaveLength(70);
  });

  it("GET /api/songs?q= pages through the first 10,000 and says the total is capped", async () => {
    const first = await songsPage("/api/songs?q=lo&limit=70");
    expect(first).toMatchObject({ total: SEARCH_TOTAL_CAP, total_capped: true, has_more: true });
    expect(first.songs).toHaveLength(70);
    const last = await songsPage("/api/songs?q=lo&limit=70&offset=9940");
    expect(last).toMatchObject({ total: SEARCH_TOTAL_CAP, total_capped: true, has_more: false });
    expect(last.songs).toHaveLength(60);
  });

  it("counts exactly, without the flag, below the cap: one songbook, or a narrower query", async () => {
    const inBook = await songsPage("/api/songs?q=love&songbook=LA");
    expect(inBook.total).toBe(PER_BOOK);
    expect(inBook).not.toHaveProperty("total_capped");
    const narrower = await server.request("/api/search?q=lonely%20love");
    const body = searchResponseSchema.parse(narrower.body);
    expect(body.total).toBe((2 * PER_BOOK) / 100);
    expect(narrower.body).not.toHaveProperty("total_capped");
  });
});
