// An import of karaoke channels (docs/catalogue.md, "Songs that stop playing") yields only songs
// that play, named right; a re-import hides songs whose video stopped playing and restores those
// that play again. Against the fake Data API, with every case of status and contentDetails.
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import {
  FAKE_API_KEY,
  startFakeYoutubeApi,
  type FakeChannel,
  type FakeYoutubeApi,
} from "../../test-support/fake-youtube-api.js";
import { runEntry, PROCESS_TEST_TIMEOUT_MS } from "../../test-support/run-entry.js";
import { openTestDatabase, type TestDatabase } from "../../test-support/test-database.js";
import { listSongsByTitle } from "../catalogue-repository.js";
import { GONE_FROM_CHANNEL, importChannels } from "./import-channels.js";
import { presetSchema, readPreset } from "./presets.js";
import { parseRegion, UNPLAYABLE, videoPlayability } from "./video-playability.js";
import { createYoutubeApi, type VideoDetails } from "./youtube-api.js";

// These tests run the cloud from source as a process, which a loaded machine slows down.
vi.setConfig({ testTimeout: PROCESS_TEST_TIMEOUT_MS, hookTimeout: PROCESS_TEST_TIMEOUT_MS });

const day = (n: number) => new Date(Date.UTC(2021, 0, 1) + n * 86_400_000).toISOString();

function karaokeChannel(): FakeChannel {
  return {
    id: "UCkaraokecase00000000001",
    handle: "@karaokecases",
    title: "Case Karaoke",
    uploads: [
      { videoId: "okVideo0001", title: "Adele - Hello (Karaoke Version)", publishedAt: day(1) },
      {
        videoId: "okVideo0002",
        title:
          'Shake It Off in the Style of "Taylor Swift" karaoke video with lyrics (no lead vocal)',
        publishedAt: day(2),
      },
      {
        videoId: "noEmbed0001",
        title: "Queen - Bohemian Rhapsody (Karaoke Version)",
        publishedAt: day(3),
        embeddable: false,
      },
      {
        videoId: "private0001",
        title: "Toto - Africa (Karaoke Version)",
        publishedAt: day(4),
        privacyStatus: "private",
      },
      {
        videoId: "uploaded001",
        title: "Oasis - Wonderwall (Karaoke Version)",
        publishedAt: day(5),
        uploadStatus: "uploaded",
      },
      {
        videoId: "usOnly00001",
        title: "Journey - Don't Stop Believin' (Karaoke Version)",
        publishedAt: day(6),
        regionRestriction: { allowed: ["US", "CA"] },
      },
      {
        videoId: "notInGB0001",
        title: "ABBA - Waterloo (Karaoke Version)",
        publishedAt: day(7),
        regionRestriction: { blocked: ["GB", "IE"] },
      },
      {
        videoId: "nowhere0001",
        title: "Eagles - Hotel California (Karaoke Version)",
        publishedAt: day(8),
        regionRestriction: { allowed: [] },
      },
      {
        videoId: "deleted0001",
        title: "Coldplay - Yellow (Karaoke Version)",
        publishedAt: day(9),
        missing: true,
      },
      { videoId: "medley00001", title: "ABBA Medley (Karaoke Version)", publishedAt: day(10) },
      { videoId: "notAsong001", title: "Karaoke Night Announcement", publishedAt: day(11) },
    ],
  };
}

function bigChannel(): FakeChannel {
  return {
    id: "UCbigchannel000000000002",
    handle: "@bigkaraoke",
    title: "Big Karaoke",
    uploads: Array.from({ length: 120 }, (_, i) => ({
      videoId: `big${String(i).padStart(8, "0")}`,
      title: `Artist ${i} - Song ${i} (Karaoke Version)`,
      publishedAt: day(i),
    })),
  };
}

let fake: FakeYoutubeApi;
let database: TestDatabase;
let dir: string;

beforeAll(async () => {
  fake = await startFakeYoutubeApi([karaokeChannel(), bigChannel()]);
});
afterAll(() => fake.close());
beforeEach(async () => {
  fake.channels.splice(0, fake.channels.length, karaokeChannel(), bigChannel());
  fake.requests.length = 0;
  database = await openTestDatabase();
  dir = await mkdtemp(path.join(tmpdir(), "encore-presets-"));
});
afterEach(async () => {
  await database.remove();
  await rm(dir, { recursive: true, force: true });
});

const api = () => createYoutubeApi({ key: FAKE_API_KEY, baseUrl: fake.baseUrl });

async function shownVideos(): Promise<string[]> {
  const { rows } = await listSongsByTitle(database.db, { limit: 500, offset: 0 });
  return rows.map((row) => row.youtube_id).sort();
}

function video(change: Partial<VideoDetails> = {}): VideoDetails {
  return {
    durationS: 200,
    embeddable: true,
    privacyStatus: "public",
    uploadStatus: "processed",
    regionRestriction: {},
    ...change,
  };
}

describe("videoPlayability", () => {
  it.each([
    ["a public, embeddable video", video(), undefined, { playable: true }],
    ["an unlisted one", video({ privacyStatus: "unlisted" }), "GB", { playable: true }],
    ["no answer from the API", undefined, undefined, UNPLAYABLE.unavailable],
    ["a private one", video({ privacyStatus: "private" }), undefined, UNPLAYABLE.private],
    [
      "one still processing",
      video({ uploadStatus: "uploaded" }),
      undefined,
      UNPLAYABLE.notProcessed,
    ],
    ["a rejected one", video({ uploadStatus: "rejected" }), undefined, UNPLAYABLE.notProcessed],
    ["embedding off", video({ embeddable: false }), undefined, UNPLAYABLE.notEmbeddable],
    [
      "allowed nowhere",
      video({ regionRestriction: { allowed: [] } }),
      undefined,
      UNPLAYABLE.blockedEverywhere,
    ],
    [
      "allowed in US only, no region",
      video({ regionRestriction: { allowed: ["US"] } }),
      undefined,
      { playable: true },
    ],
    [
      "allowed in US only, in GB",
      video({ regionRestriction: { allowed: ["US"] } }),
      "GB",
      UNPLAYABLE.blockedIn("GB"),
    ],
    [
      "allowed in US only, in US",
      video({ regionRestriction: { allowed: ["US"] } }),
      "US",
      { playable: true },
    ],
    [
      "blocked in GB, in GB",
      video({ regionRestriction: { blocked: ["GB"] } }),
      "GB",
      UNPLAYABLE.blockedIn("GB"),
    ],
    [
      "blocked in GB, in FR",
      video({ regionRestriction: { blocked: ["GB"] } }),
      "FR",
      { playable: true },
    ],
  ])("%s", (_name, details, region, expected) => {
    const result = videoPlayability(details, region);
    expect(result).toEqual(
      typeof expected === "string" ? { playable: false, reason: expected } : expected,
    );
  });

  it("reads REGION", () => {
    expect(parseRegion(undefined)).toBeUndefined();
    expect(parseRegion(" ")).toBeUndefined();
    expect(parseRegion("gb")).toBe("GB");
    expect(parseRegion("GBR")).toBeNull();
  });
});

describe("importing only what can play", () => {
  it("skips what cannot be embedded or is blocked in the region, counting each reason", async () => {
    const [result] = await importChannels(database.db, api(), ["@karaokecases"], { region: "GB" });
    expect(result?.report.added).toBe(2);
    expect(result?.skippedByReason).toEqual({
      [UNPLAYABLE.notEmbeddable]: 1,
      [UNPLAYABLE.private]: 1,
      [UNPLAYABLE.notProcessed]: 1,
      [UNPLAYABLE.blockedIn("GB")]: 2,
      [UNPLAYABLE.blockedEverywhere]: 1,
      [UNPLAYABLE.unavailable]: 1,
      "a medley or compilation, not one song": 1,
      "no artist and title in the video title": 1,
    });
    const songs = await database.db
      .selectFrom("songs")
      .select(["youtube_id", "artist", "title"])
      .orderBy("number")
      .execute();
    expect(songs).toEqual([
      { youtube_id: "okVideo0001", artist: "Adele", title: "Hello" },
      { youtube_id: "okVideo0002", artist: "Taylor Swift", title: "Shake It Off" },
    ]);
    const calls = fake.requests.filter((u) => u.pathname.endsWith("/videos"));
    expect(calls.map((u) => u.searchParams.get("part"))).toEqual(["status,contentDetails"]);
  });

  it("imports region-restricted videos when no region is set", async () => {
    const [result] = await importChannels(database.db, api(), ["@karaokecases"]);
    expect(result?.report.added).toBe(4);
    expect(await shownVideos()).toEqual([
      "notInGB0001",
      "okVideo0001",
      "okVideo0002",
      "usOnly00001",
    ]);
  });

  it("asks for 50 videos a call", async () => {
    await importChannels(database.db, api(), ["@bigkaraoke"]);
    const calls = fake.requests.filter((u) => u.pathname.endsWith("/videos"));
    expect(calls.map((u) => u.searchParams.get("id")?.split(",").length)).toEqual([50, 50, 20]);
  });

  it("hides a song whose video stopped playing on a re-import, and restores it when it plays again", async () => {
    await importChannels(database.db, api(), ["@karaokecases"], { region: "GB" });
    const channel = fake.channels[0];
    const hello = channel?.uploads.find((v) => v.videoId === "okVideo0001");
    const rhapsody = channel?.uploads.find((v) => v.videoId === "noEmbed0001");
    if (!hello || !rhapsody || !channel) throw new Error("fixture");
    // Hello stops being embeddable; Shake It Off leaves the channel; Bohemian Rhapsody can now be
    // embedded (a new song).
    hello.embeddable = false;
    channel.uploads = channel.uploads.filter((v) => v.videoId !== "okVideo0002");
    rhapsody.embeddable = true;
    const [second] = await importChannels(database.db, api(), ["@karaokecases"], { region: "GB" });
    expect(second).toMatchObject({ hidden: 2, restored: 0 });
    expect(second?.report.added).toBe(1);
    expect(second?.skippedByReason[GONE_FROM_CHANNEL]).toBe(1);
    expect(await shownVideos()).toEqual(["noEmbed0001"]);
    // Hello plays again; it comes back with its number.
    hello.embeddable = true;
    const [third] = await importChannels(database.db, api(), ["@karaokecases"], { region: "GB" });
    expect(third).toMatchObject({ hidden: 0, restored: 1 });
    expect(await shownVideos()).toEqual(["noEmbed0001", "okVideo0001"]);
    const back = await database.db
      .selectFrom("songs")
      .select(["number", "unplayable_at"])
      .where("youtube_id", "=", "okVideo0001")
      .executeTakeFirstOrThrow();
    expect(back).toEqual({ number: 1, unplayable_at: null });
  });
});

describe("presets", () => {
  it("ships a karaoke preset of well-known channels with distinct handles and prefixes", async () => {
    const channels = await readPreset("karaoke");
    expect(channels.length).toBeGreaterThanOrEqual(5);
    expect(new Set(channels.map((c) => c.channel.toLowerCase())).size).toBe(channels.length);
    expect(new Set(channels.map((c) => c.prefix)).size).toBe(channels.length);
    expect(channels[0]).toMatchObject({
      channel: "@singkingkaraoke",
      songbook: "Sing King",
      prefix: "SK",
    });
  });

  it("refuses a preset that is not of the documented shape", () => {
    expect(
      presetSchema.safeParse({ channels: [{ handle: "singking", songbook: "x", prefix: "SK" }] })
        .success,
    ).toBe(false);
    expect(
      presetSchema.safeParse({ channels: [{ handle: "@singking", songbook: "x", prefix: "S1" }] })
        .success,
    ).toBe(false);
    expect(presetSchema.safeParse({ channels: [] }).success).toBe(false);
  });

  it("npm run import:youtube -- --preset imports every channel of a preset, one songbook each", async () => {
    const file = path.join(dir, "my-preset.json");
    await writeFile(
      file,
      JSON.stringify({
        channels: [
          { handle: "@karaokecases", songbook: "Cases", prefix: "cs" },
          { handle: "@nolongerthere", songbook: "Gone", prefix: "GO" },
          { handle: "@bigkaraoke", songbook: "Big Songs", prefix: "BG" },
        ],
      }),
    );
    const dataDir = path.join(dir, "data");
    const result = await runEntry(
      "catalogue/youtube/youtube-cli.ts",
      ["--key", FAKE_API_KEY, "--api-base", fake.baseUrl, "--preset", file],
      { DATA_DIR: dataDir, REGION: "gb" },
    );
    expect(result.stderr).toBe("");
    expect(result.code).toBe(0);
    expect(result.stdout).toContain(
      "@karaokecases → Cases (CS): 2 added, 0 updated, 0 unchanged, 0 hidden, 0 restored; 9 videos skipped (2 video is blocked in GB, ",
    );
    expect(result.stdout).toContain("@nolongerthere: skipped, channel @nolongerthere not found");
    expect(result.stdout).toContain("@bigkaraoke → Big Songs (BG): 120 added");
  });

  it("refuses a REGION that is not a country code", async () => {
    const result = await runEntry(
      "catalogue/youtube/youtube-cli.ts",
      ["--key", FAKE_API_KEY, "--preset", "karaoke", "--region", "Europe"],
      { DATA_DIR: dir },
    );
    expect(result.code).toBe(2);
    expect(result.stderr).toContain("REGION: must be a two-letter country code");
  });
});
