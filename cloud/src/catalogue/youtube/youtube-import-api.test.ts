// Building songbooks from karaoke channels through the YouTube Data API, against a local fake
// that answers the API's documented shapes.
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { openTestDatabase, type TestDatabase } from "../../test-support/test-database.js";
import {
  FAKE_API_KEY,
  startFakeYoutubeApi,
  type FakeChannel,
  type FakeVideo,
  type FakeYoutubeApi,
} from "../../test-support/fake-youtube-api.js";
import { runEntry, PROCESS_TEST_TIMEOUT_MS } from "../../test-support/run-entry.js";
import { prefixCandidate, uniquePrefix } from "./channel-songbook.js";
import { importChannels, type ChannelProgress } from "./import-channels.js";
import { createYoutubeApi, parseIsoDuration } from "./youtube-api.js";

// These tests run the cloud from source as a process, which a loaded machine slows down.
vi.setConfig({ testTimeout: PROCESS_TEST_TIMEOUT_MS, hookTimeout: PROCESS_TEST_TIMEOUT_MS });

function day(n: number): string {
  return new Date(Date.UTC(2020, 0, 1) + n * 86_400_000).toISOString();
}

function singKing(): FakeChannel {
  const uploads: FakeVideo[] = Array.from({ length: 118 }, (_, i) => ({
    videoId: `sk${String(i).padStart(9, "0")}`,
    title: `Artist ${i} - Song ${i} (Karaoke Version)`,
    publishedAt: day(i),
  }));
  uploads.push(
    { videoId: "skPrivate01", title: "Private video", publishedAt: day(200) },
    {
      videoId: "skNoDash001",
      title: "Best Karaoke Songs 2024 🎤 Compilation",
      publishedAt: day(201),
    },
    {
      videoId: "skAdele0001",
      title: "Adele - Hello (Karaoke Version) [HD]",
      publishedAt: day(202),
      duration: "PT4M56S",
    },
    {
      videoId: "skQueen0001",
      title: "Queen – Bohemian Rhapsody | Karaoke with Lyrics 🎤",
      publishedAt: day(203),
    },
  );
  return {
    id: "UCsingking000000000000001",
    handle: "@singkingkaraoke",
    title: "Sing King Karaoke",
    uploads,
  };
}

let fake: FakeYoutubeApi;
let dir: string;
let database: TestDatabase;

beforeAll(async () => {
  fake = await startFakeYoutubeApi([
    singKing(),
    {
      id: "UCsmallchannel0000000002",
      handle: "@sk",
      title: "Star King Karaoke",
      uploads: [{ videoId: "sup00000001", title: "Toto - Africa (Karaoke)", publishedAt: day(1) }],
    },
  ]);
});

afterAll(async () => {
  await fake.close();
});

beforeEach(async () => {
  fake.requests.length = 0;
  dir = await mkdtemp(path.join(tmpdir(), "encore-youtube-"));
  database = await openTestDatabase();
});

afterEach(async () => {
  await database.remove();
  await rm(dir, { recursive: true, force: true });
});

const api = () => createYoutubeApi({ key: FAKE_API_KEY, baseUrl: fake.baseUrl });

async function songsOf(prefix: string) {
  return database.db
    .selectFrom("songs as s")
    .innerJoin("songbooks as b", "b.id", "s.songbook_id")
    .select(["s.number", "s.title", "s.artist", "s.youtube_id", "s.added_at"])
    .where("b.prefix", "=", prefix)
    .orderBy("s.number")
    .execute();
}

describe("importChannels", () => {
  it("builds one songbook from every page of a channel's uploads", async () => {
    const [result] = await importChannels(database.db, api(), ["UCsingking000000000000001"]);
    expect(result).toMatchObject({ songbook: "Sing King Karaoke", prefix: "SK", skippedVideos: 2 });
    expect(result?.report.added).toBe(120);
    // channels once, then three pages of 50.
    const pages = fake.requests.filter((u) => u.pathname.endsWith("/playlistItems"));
    expect(pages.map((u) => u.searchParams.get("pageToken"))).toEqual([null, "page50", "page100"]);
    const songs = await songsOf("SK");
    expect(songs).toHaveLength(120);
    // Numbered from the oldest upload; titles split and cleaned.
    expect(songs[0]).toMatchObject({
      number: 1,
      artist: "Artist 0",
      title: "Song 0",
      added_at: day(0),
    });
    expect(songs.at(-2)).toMatchObject({
      artist: "Adele",
      title: "Hello",
      youtube_id: "skAdele0001",
    });
    // Lengths come from videos.list, 50 ids a request.
    const lengths = await database.db
      .selectFrom("songs")
      .select(["youtube_id", "duration_s"])
      .where("youtube_id", "in", ["skAdele0001", "sk000000000"])
      .orderBy("youtube_id")
      .execute();
    expect(lengths).toEqual([
      { youtube_id: "sk000000000", duration_s: 210 },
      { youtube_id: "skAdele0001", duration_s: 296 },
    ]);
    const videoCalls = fake.requests.filter((u) => u.pathname.endsWith("/videos"));
    expect(videoCalls.map((u) => u.searchParams.get("id")?.split(",").length)).toEqual([
      50, 50, 22,
    ]);
    expect(songs.at(-1)).toMatchObject({
      artist: "Queen",
      title: "Bohemian Rhapsody",
      number: 120,
    });
    const book = await database.db.selectFrom("songbooks").selectAll().executeTakeFirstOrThrow();
    expect(book).toMatchObject({
      name: "Sing King Karaoke",
      thumbnail_url: "https://yt3.example/UCsingking000000000000001/800.jpg",
      source: "youtube:UCsingking000000000000001",
    });
  });

  it("tells its progress while a channel is read, not only at its end", async () => {
    const progress: ChannelProgress[] = [];
    const [result] = await importChannels(database.db, api(), ["UCsingking000000000000001"], {
      onProgress: (step) => progress.push(step),
    });
    expect(progress[0]).toEqual({
      index: 0,
      channel: "UCsingking000000000000001",
      seen: 0,
      kept: 0,
      skippedByReason: {},
    });
    // Each page of 50 uploads listed, then each batch of 50 videos judged.
    expect(progress.map((step) => step.seen)).toEqual([0, 50, 100, 122, 122, 122, 122, 122]);
    expect(progress.map((step) => step.kept)).toEqual([0, 0, 0, 0, 50, 100, 120, 120]);
    expect(progress.at(-1)?.skippedByReason).toEqual({
      "video is unavailable (deleted or private)": 1,
      "a medley or compilation, not one song": 1,
    });
    expect(result).toMatchObject({ channelId: "UCsingking000000000000001", skippedVideos: 2 });
  });

  it("updates the same songbook on a second run, appending new uploads", async () => {
    await importChannels(database.db, api(), ["UCsingking000000000000001"]);
    fake.channels[0]?.uploads.push({
      videoId: "skNewOne001",
      title: "ABBA - Waterloo",
      publishedAt: day(300),
    });
    const [again] = await importChannels(database.db, api(), ["@singkingkaraoke"]);
    expect(again?.prefix).toBe("SK");
    expect(again?.report).toMatchObject({ added: 1, updated: 0, unchanged: 120 });
    expect((await songsOf("SK")).at(-1)).toMatchObject({ number: 121, title: "Waterloo" });
    fake.channels[0]?.uploads.pop();
  });

  it("gives a second channel with the same initials its own prefix", async () => {
    const results = await importChannels(database.db, api(), ["UCsingking000000000000001", "@sk"]);
    expect(results.map((r) => r.prefix)).toEqual(["SK", "SKA"]);
  });

  it("reports the API's own error message", async () => {
    const badKey = createYoutubeApi({ key: "wrong", baseUrl: fake.baseUrl });
    await expect(importChannels(database.db, badKey, ["@sk"])).rejects.toThrow(
      "YouTube API channels: 400 API key not valid. Please pass a valid API key.",
    );
    await expect(importChannels(database.db, api(), ["UCunknown"])).rejects.toThrow(
      "channel UCunknown not found",
    );
  });
});

describe("parseIsoDuration", () => {
  it.each([
    ["PT4M13S", 253],
    ["PT1H2M", 3720],
    ["PT45S", 45],
    ["P1DT1S", 86_401],
    ["P0D", 0],
    ["", null],
    ["PT", null],
    ["4:13", null],
  ])("%s → %s", (text, seconds) => {
    expect(parseIsoDuration(text)).toBe(seconds);
  });
});

describe("prefixes", () => {
  it("takes the initials of a channel's distinctive words", () => {
    expect(prefixCandidate("Sing King Karaoke")).toBe("SK");
    expect(prefixCandidate("KaraFun")).toBe("KAR");
    expect(prefixCandidate("Zoom Karaoke Official")).toBe("ZOO");
    expect(prefixCandidate("Karaoke Hits Español")).toBe("HE");
    expect(prefixCandidate("Karaoke")).toBe("KAR");
    expect(uniquePrefix("SK", new Set(["SK", "SKA"]))).toBe("SKB");
  });
});

describe("npm run import:youtube", () => {
  it("imports channels given on the command line", async () => {
    const dataDir = path.join(dir, "cli");
    const result = await runEntry(
      "catalogue/youtube/youtube-cli.ts",
      [
        "--key",
        FAKE_API_KEY,
        "--api-base",
        fake.baseUrl,
        "--channel",
        "@sk",
        "UCsingking000000000000001",
      ],
      { DATA_DIR: dataDir },
    );
    expect(result.stderr).toBe("");
    expect(result.code).toBe(0);
    expect(result.stdout).toContain("@sk → Star King Karaoke (SK): 1 added");
    expect(result.stdout).toContain(
      "UCsingking000000000000001 → Sing King Karaoke (SKA): 120 added",
    );
  });

  it("explains its usage when the key is missing", async () => {
    const result = await runEntry("catalogue/youtube/youtube-cli.ts", ["--channel", "@sk"], {
      DATA_DIR: dir,
    });
    expect(result.code).toBe(2);
    expect(result.stderr).toContain("Usage: npm run import:youtube");
  });
});
