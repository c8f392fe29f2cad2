// The catalogue calls (docs/protocol.md#calls) over real HTTP against a started service.
import {
  songsPageResponseSchema,
  searchResponseSchema,
  songbooksResponseSchema,
  songListResponseSchema,
} from "@encore/shared";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadCatalogue, SAMPLE_CATALOGUE } from "../test-support/catalogue-fixtures.js";
import { startTestServer, type TestServer } from "../test-support/test-server.js";

let server: TestServer;

async function getJson(path: string) {
  const response = await server.request(path);
  expect(response.status, `${path} → ${JSON.stringify(response.body)}`).toBe(200);
  return response.body;
}

const titles = (body: unknown) => songsPageResponseSchema.parse(body).songs.map((s) => s.title);

beforeAll(async () => {
  server = await startTestServer();
  const db = server.services.database.db;
  await loadCatalogue(db, SAMPLE_CATALOGUE);
  // Popularity: Someone Like You has been sung most, then Say Hello.
  await db
    .updateTable("songs")
    .set({ view_count: 50 })
    .where("youtube_id", "=", "hLQl3WQQoQ0")
    .execute();
  await db
    .updateTable("songs")
    .set({ view_count: 20 })
    .where("youtube_id", "=", "aaaaaaaaaa1")
    .execute();
  await db
    .updateTable("songs")
    .set({ view_count: 5 })
    .where("youtube_id", "=", "rblYSKz_VnI")
    .execute();
});

afterAll(async () => {
  await server.close();
});

describe("GET /api/health", () => {
  it("answers ok", async () => {
    expect(await getJson("/api/health")).toEqual({ status: "ok" });
  });
});

describe("GET /api/songbooks", () => {
  it("lists songbooks with their song counts", async () => {
    const { songbooks } = songbooksResponseSchema.parse(await getJson("/api/songbooks"));
    expect(songbooks).toEqual([
      {
        name: "Pop Hits",
        file: "pop-hits",
        prefix: "PH",
        thumbnail_url: "https://example.com/pop.jpg",
        song_count: 7,
      },
      {
        name: "Rock Classics",
        file: "rock-classics",
        prefix: "RC",
        // No thumbnail in the file: the first song's video picture.
        thumbnail_url: "https://i.ytimg.com/vi/fJ9rUzIMcZQ/hqdefault.jpg",
        song_count: 5,
      },
    ]);
  });
});

describe("GET /api/songs", () => {
  it("pages a songbook by title, with the Song shape of the contract", async () => {
    const page = songsPageResponseSchema.parse(
      await getJson("/api/songs?songbook=rock-classics&limit=2"),
    );
    expect(page.total).toBe(5);
    expect(page.has_more).toBe(true);
    expect(page.songs).toEqual([
      {
        id: "RC1",
        db_id: expect.any(Number),
        title: "Bohemian Rhapsody",
        artist: "Queen",
        youtube_id: "fJ9rUzIMcZQ",
        songbook_prefix: "RC",
        songbook_name: "Rock Classics",
        songbook_thumbnail: "https://i.ytimg.com/vi/fJ9rUzIMcZQ/hqdefault.jpg",
        view_count: 0,
        is_favorite: false,
      },
      expect.objectContaining({ id: "RC2", title: "Don't Stop Me Now" }),
    ]);
    const last = songsPageResponseSchema.parse(
      await getJson("/api/songs?songbook=rock-classics&limit=2&offset=4"),
    );
    expect(last.songs.map((s) => s.title)).toEqual(["Livin' on a Prayer"]);
    expect(last.has_more).toBe(false);
  });

  it("takes a songbook prefix in any case as well as its file", async () => {
    expect(titles(await getJson("/api/songs?songbook=rc"))).toHaveLength(5);
    expect(titles(await getJson("/api/songs?songbook=RC"))).toHaveLength(5);
  });

  it("answers 404 for an unknown songbook", async () => {
    const response = await server.request("/api/songs?songbook=nope");
    expect(response).toMatchObject({ status: 404, body: { message: "Songbook not found" } });
  });

  it("lists every songbook with no songbook given, default limit 70", async () => {
    const page = songsPageResponseSchema.parse(await getJson("/api/songs"));
    expect(page.total).toBe(12);
    expect(page.songs).toHaveLength(12);
    expect(page.has_more).toBe(false);
  });

  it("searches as the user types: prefixes of any word", async () => {
    expect(titles(await getJson("/api/songs?q=bohem"))).toEqual(["Bohemian Rhapsody"]);
    expect(titles(await getJson("/api/songs?q=liv%20pray"))).toEqual(["Livin' on a Prayer"]);
  });

  it("folds accents: 'beyonce' finds Beyoncé", async () => {
    expect(titles(await getJson("/api/songs?q=beyonce")).sort()).toEqual(["Crazy in Love", "Halo"]);
    expect(titles(await getJson("/api/songs?q=BEYONCÉ%20hal"))).toEqual(["Halo"]);
  });

  it("ranks exact title or artist matches first, then by popularity", async () => {
    // 'hello': the two songs titled exactly Hello, then the others, most played first.
    expect(titles(await getJson("/api/songs?q=hello"))).toEqual([
      "Hello",
      "Hello",
      "Say Hello",
      "Hello Goodbye",
    ]);
    // 'queen': the artist Queen's songs first, then other matches by popularity.
    expect(titles(await getJson("/api/songs?q=queen"))).toEqual([
      "Bohemian Rhapsody",
      "Don't Stop Me Now",
      "Say Hello",
      "Dancing Queen",
    ]);
  });

  it("finds a song by its display code, typed any way", async () => {
    for (const q of ["PH3", "ph3", "ph 3", "PH-3"]) {
      const page = songsPageResponseSchema.parse(
        await getJson(`/api/songs?q=${encodeURIComponent(q)}`),
      );
      expect(page.songs[0]?.id, q).toBe("PH3");
      expect(page.songs[0]?.title).toBe("Halo");
    }
  });

  it("searches within one songbook", async () => {
    expect(titles(await getJson("/api/songs?q=hello&songbook=RC"))).toEqual(["Hello"]);
  });

  it("answers an empty page for a query that matches nothing", async () => {
    expect(songsPageResponseSchema.parse(await getJson("/api/songs?q=zzzzz"))).toEqual({
      songs: [],
      total: 0,
      has_more: false,
    });
  });
});

describe("GET /api/search", () => {
  it("groups the ranked matches by songbook", async () => {
    const body = searchResponseSchema.parse(await getJson("/api/search?q=hello"));
    expect(body.total).toBe(4);
    expect(body.results.map((r) => [r.songbook_prefix, r.songbook_name, r.count])).toEqual([
      ["PH", "Pop Hits", 3],
      ["RC", "Rock Classics", 1],
    ]);
    expect(body.results[0]?.songbook_thumbnail).toBe("https://example.com/pop.jpg");
    expect(body.results[0]?.songs.map((s) => s.title)).toEqual([
      "Hello",
      "Say Hello",
      "Hello Goodbye",
    ]);
  });

  it("honours limit and offset", async () => {
    const body = searchResponseSchema.parse(await getJson("/api/search?q=hello&limit=1&offset=1"));
    expect(body.total).toBe(4);
    expect(body.results.flatMap((r) => r.songs)).toHaveLength(1);
  });

  it("requires q", async () => {
    const response = await server.request("/api/search");
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ message: "q is required", code: "invalid_request" });
  });
});

describe("GET /api/songs/popular and /api/songs/new", () => {
  it("orders by view count", async () => {
    const { songs } = songListResponseSchema.parse(await getJson("/api/songs/popular?limit=3"));
    expect(songs.map((s) => [s.title, s.view_count])).toEqual([
      ["Someone Like You", 50],
      ["Say Hello", 20],
      ["Hello Goodbye", 5],
    ]);
  });

  it("orders by when songs were added, default 10", async () => {
    const db = server.services.database.db;
    await db
      .updateTable("songs")
      .set({ added_at: "2030-01-01T00:00:00.000Z" })
      .where("youtube_id", "=", "lDK9QqIzhwk")
      .execute();
    const { songs } = songListResponseSchema.parse(await getJson("/api/songs/new"));
    expect(songs).toHaveLength(10);
    expect(songs[0]?.title).toBe("Livin' on a Prayer");
  });

  it("refuses a limit above 50", async () => {
    const response = await server.request("/api/songs/popular?limit=51");
    expect(response).toMatchObject({
      status: 400,
      body: { message: "limit must be a whole number from 1 to 50" },
    });
  });
});

describe("bad input", () => {
  const hostile: [label: string, path: string][] = [
    ["negative limit", "/api/songs?limit=-1"],
    ["zero limit", "/api/songs?limit=0"],
    ["limit over 1000", "/api/songs?limit=1001"],
    ["huge limit", "/api/songs?limit=99999999999999999999"],
    ["fractional limit", "/api/songs?limit=1.5"],
    ["text limit", "/api/songs?limit=abc"],
    ["negative offset", "/api/songs?offset=-5"],
    ["repeated limit", "/api/songs?limit=1&limit=2"],
    ["script tag", `/api/songs?q=${encodeURIComponent("<script>alert(1)</script>")}`],
    ["SQL injection", `/api/songs?q=${encodeURIComponent("' OR 1=1 --")}`],
    ["FTS syntax", `/api/songs?q=${encodeURIComponent('"*:()^')}`],
    ["FTS operators", `/api/songs?q=${encodeURIComponent('title:"hello" NEAR(a b) AND * OR -x')}`],
    ["5,000 characters", `/api/songs?q=${"a".repeat(5000)}`],
    ["control characters", `/api/songs?q=${encodeURIComponent("hel\u0000lo\u0007\u001b[31m")}`],
    ["script pattern", `/api/songs?q=${encodeURIComponent("document.cookie")}`],
    ["only emoji", `/api/songs?q=${encodeURIComponent("🎤🎶")}`],
    ["SQL in songbook", `/api/songs?songbook=${encodeURIComponent("' OR 1=1 --")}`],
    ["search script tag", `/api/search?q=${encodeURIComponent("<script>")}`],
    ["search FTS syntax", `/api/search?q=${encodeURIComponent('"*:()^')}`],
    ["search 5,000 characters", `/api/search?q=${"x".repeat(5000)}`],
    ["search NUL", "/api/search?q=%00"],
    ["search empty", "/api/search?q="],
    ["search negative limit", "/api/search?q=a&limit=-3"],
    ["new limit a million", "/api/songs/new?limit=1000000"],
    ["popular SQL limit", "/api/songs/popular?limit=%27%20OR%201%3D1"],
  ];

  it.each(hostile)("%s → a 4xx with a message, or a safe 200", async (_label, path) => {
    const response = await server.request(path);
    expect([200, 400, 404]).toContain(response.status);
    expect(response.headers.get("content-type")).toContain("application/json");
    if (response.status !== 200) {
      const { params: _params, ...said } = response.body as { params?: unknown };
      expect(said).toEqual({ message: expect.any(String), code: expect.any(String) });
      expect(JSON.stringify(response.body)).not.toMatch(/at .*\.(ts|js):\d+/);
    }
  });

  it("gives the reasons a person can act on", async () => {
    expect((await server.request("/api/songs?limit=1001")).body).toEqual({
      message: "limit must be a whole number from 1 to 1000",
      code: "invalid_request",
    });
    expect((await server.request("/api/songs?q=document.cookie")).body).toEqual({
      message: "Search text is not allowed",
      code: "search_text_not_allowed",
    });
  });

  it("leaves the catalogue untouched and the service up", async () => {
    expect(await getJson("/api/health")).toEqual({ status: "ok" });
    const count = await sql<{ n: number }>`SELECT count(*) AS n FROM songs`.execute(
      server.services.database.db,
    );
    expect(count.rows[0]?.n).toBe(12);
    expect(titles(await getJson("/api/songs?q=bohem"))).toEqual(["Bohemian Rhapsody"]);
  });

  it("answers unknown API paths with 404 {message}", async () => {
    expect(await server.request("/api/nothing-here")).toMatchObject({
      status: 404,
      body: { message: "Not found" },
    });
  });

  it("refuses oversized and malformed bodies with 413 and 400", async () => {
    const big = await server.request("/api/songs", {
      method: "POST",
      body: { x: "y".repeat(200_000) },
    });
    expect(big).toMatchObject({ status: 413, body: { message: "Request body is too large" } });
    const broken = await server.request("/api/songs", { method: "POST", body: "{not json" });
    expect(broken).toMatchObject({
      status: 400,
      body: { message: "Request body is not valid JSON" },
    });
  });
});
