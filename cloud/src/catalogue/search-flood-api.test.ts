// A search flood from one address (docs/security.md, "Search cannot stall the cloud"), over real
// HTTP: past the per-address limit it gets 429 with when to retry, while another address still
// searches; and no search pages past its first SEARCH_TOTAL_CAP matches.
import { SEARCH_TOTAL_CAP, searchResponseSchema, songsPageResponseSchema } from "@encore/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_ADDRESS_LIMITS } from "../security/rate-limits.js";
import { searchCost, SONGS_PER_SEARCH_POINT } from "./catalogue-router.js";
import { loadCatalogue, SAMPLE_CATALOGUE } from "../test-support/catalogue-fixtures.js";
import { startTestServer, type TestServer } from "../test-support/test-server.js";

let server: TestServer;

// Behind one proxy (TRUST_PROXY), the address is the last X-Forwarded-For entry: one per caller.
const from = (address: string) => ({ headers: { "X-Forwarded-For": address } });

beforeAll(async () => {
  server = await startTestServer({ TRUST_PROXY: "1" });
  await loadCatalogue(server.services.database.db, SAMPLE_CATALOGUE);
});

afterAll(async () => {
  await server.close();
});

describe("a search flood from one address", () => {
  it("gets 429 with Retry-After past the limit, while another address still searches", async () => {
    const flooder = from("203.0.113.7");
    const attack = "/api/songs?limit=1000&offset=9000&q=s%20s%20s%20s%20s%20s%20s%20s";
    // A search counts a point per 200 songs of offset + limit: this one 50, the other 5.
    const points = DEFAULT_ADDRESS_LIMITS.search.points;
    expect(10_000 / SONGS_PER_SEARCH_POINT).toBe(50);
    const statuses: number[] = [];
    let refusal: Awaited<ReturnType<TestServer["request"]>> | undefined;
    // The attack, 20 at a time, until refused; /api/search counts against the same limit. (A
    // slow machine may see the 10-second window start over once: hence no exact count.)
    for (let sent = 0; !refusal && sent < points; sent += 20) {
      const answers = await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          server.request((sent + i) % 2 ? attack : "/api/search?q=s%20s%20s&limit=1000", flooder),
        ),
      );
      for (const answer of answers) {
        statuses.push(answer.status);
        if (answer.status === 429) refusal ??= answer;
      }
    }
    expect(refusal?.status).toBe(429);
    // Refused once a window had let its points through, never before: six attacks at the least.
    expect(statuses.filter((status) => status === 200).length).toBeGreaterThanOrEqual(points / 50);
    expect(statuses.filter((status) => status !== 200 && status !== 429)).toEqual([]);

    const retryAfter = Number(refusal?.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(DEFAULT_ADDRESS_LIMITS.search.durationSeconds);
    expect(refusal?.body).toEqual({
      message: `Too many searches from this address. Please try again in ${retryAfter} second${retryAfter === 1 ? "" : "s"}.`,
      code: "too_many_searches",
      params: { wait: retryAfter, unit: "seconds" },
    });

    // Another phone, on another network, is not held up by it.
    const other = await server.request("/api/songs?q=hello", from("198.51.100.2"));
    expect(other.status).toBe(200);
    expect(songsPageResponseSchema.parse(other.body).songs.map((s) => s.title)).toContain("Hello");
  });
});

describe("what a search counts against its address", () => {
  it("is a point per 200 songs of offset + limit: a phone's page one, the attack fifty", () => {
    expect(searchCost({ q: "love" })).toBe(1);
    expect(searchCost({ q: "love", limit: "70", offset: "70" })).toBe(1);
    expect(searchCost({ q: "love", limit: "200" })).toBe(1);
    expect(searchCost({ q: "s", limit: "1000", offset: "9000" })).toBe(50);
    // Past the caps, or malformed: no more than the most a valid search can ask.
    expect(searchCost({ q: "s", limit: "99999", offset: "999999" })).toBe(55);
    expect(searchCost({ q: "s", limit: "-5", offset: ["1", "2"] })).toBe(1);
  });
});

describe("the offset cap of a search", () => {
  const caller = from("192.0.2.10");

  it("refuses an offset at or past the first 10,000 matches with a clear 400", async () => {
    for (const path of [
      `/api/songs?q=love&offset=${SEARCH_TOTAL_CAP}`,
      `/api/songs?q=love&limit=1000&offset=999000`,
      `/api/search?q=love&limit=1&offset=${SEARCH_TOTAL_CAP}`,
    ]) {
      const answer = await server.request(path, caller);
      expect(answer.status, path).toBe(400);
      expect(answer.body, path).toEqual({
        message: "A search shows its first 10,000 matches: offset must be below 10,000",
        code: "search_offset_too_large",
        params: { max: 10_000 },
      });
    }
  });

  it("still answers a page that starts below the cap", async () => {
    const last = await server.request(`/api/search?q=love&limit=1000&offset=9999`, caller);
    expect(last.status).toBe(200);
    expect(searchResponseSchema.parse(last.body).results).toEqual([]);
  });

  it("does not apply to a songbook listed without a query", async () => {
    const answer = await server.request(
      `/api/songs?songbook=rock-classics&offset=${SEARCH_TOTAL_CAP}`,
      caller,
    );
    expect(answer.status).toBe(200);
    expect(songsPageResponseSchema.parse(answer.body).songs).toEqual([]);
  });
});
