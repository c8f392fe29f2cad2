// Songs screens cannot play (docs/security.md, "A screen is a screen because the cloud says so"):
// embed errors (100, 101, 150) from the screens of two parties on two addresses hide a song; one
// party's screens, one address's parties, a phone, other errors and an address past its rate hide
// nothing; a hidden song comes back by itself after 7 days; the host's `npm run catalogue --
// status` counts hidden songs and `unhide` restores them. Over real sockets, with addresses given
// by X-Forwarded-For behind TRUST_PROXY, on SQLite and PostgreSQL.
import {
  searchResponseSchema,
  songListResponseSchema,
  songbooksResponseSchema,
} from "@encore/shared";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { FIRST_HIDE_MS } from "../catalogue/playability-rules.js";
import { loadCatalogue, SAMPLE_CATALOGUE, videoId } from "../test-support/catalogue-fixtures.js";
import { runEntry, PROCESS_TEST_TIMEOUT_MS } from "../test-support/run-entry.js";
import { connectDevice, connectScreen, type Device } from "../test-support/socket-device.js";
import { makeDataDir, startTestServer, type TestServer } from "../test-support/test-server.js";
import { ERRORS } from "./socket/socket-errors.js";

// These tests run the cloud from source as a process, which a loaded machine slows down.
vi.setConfig({ testTimeout: PROCESS_TEST_TIMEOUT_MS, hookTimeout: PROCESS_TEST_TIMEOUT_MS });

let server: TestServer;
const opened: Device[] = [];
/** How far the cloud's clock is ahead of the real one. */
let skewMs = 0;

beforeAll(async () => {
  server = await startTestServer({ DATA_DIR: await makeDataDir(), TRUST_PROXY: "1" }, undefined, {
    sessions: { now: () => Date.now() + skewMs },
  });
  await loadCatalogue(server.services.database.db, [
    ...SAMPLE_CATALOGUE,
    {
      name: "Many",
      prefix: "MA",
      songs: Array.from({ length: 8 }, (_, i) => ({
        title: `Many ${i + 1}`,
        artist: "Many",
        youtube_id: videoId(800_000 + i),
      })),
    },
  ]);
});

afterAll(async () => {
  for (const device of opened) device.close();
  await server.close();
});

let addresses = 0;
/** A fresh client address (TEST-NET-2), as the proxy would forward it. */
const newAddress = () => `198.51.100.${++addresses}`;
const from = (address: string) => ({ headers: { "x-forwarded-for": address } });

/** A new party and its screen (joined with the screen token), at an address. */
async function screenAt(address: string) {
  const made = await connectScreen(server.url, from(address));
  opened.push(made.screen);
  return made;
}

/** The device starts a song now and reports that it cannot play it; answers the report's ack. */
async function reportUnplayable(screen: Device, songCode: string, errorCode = 150) {
  const started = screen.next("SONG_STARTED", ({ song }) => song.id === songCode);
  expect(await screen.ack("PLAY_SONG", { song: { id: songCode } })).toEqual({ ok: true });
  const { song } = await started;
  return screen.ack("VIDEO_ERROR", { queue_id: song.queue_id, code: errorCode });
}

async function searchTotal(q: string): Promise<number> {
  const response = await server.request(`/api/search?q=${encodeURIComponent(q)}`);
  return searchResponseSchema.parse(response.body).total;
}

async function shown(code: string): Promise<boolean> {
  const popular = songListResponseSchema.parse(
    (await server.request("/api/songs/popular?limit=50")).body,
  );
  const fresh = songListResponseSchema.parse(
    (await server.request("/api/songs/new?limit=50")).body,
  );
  const inPopular = popular.songs.some((s) => s.id === code);
  expect(fresh.songs.some((s) => s.id === code)).toBe(inPopular);
  return inPopular;
}

/** The codes a songbook lists (hidden songs are not listed). */
async function listed(prefix: string): Promise<string[]> {
  const page = (await server.request(`/api/songs?songbook=${prefix}&limit=50`)).body as {
    songs: { id: string }[];
  };
  return page.songs.map((s) => s.id);
}

const ok = { ok: true };

describe("VIDEO_ERROR from screens", () => {
  it("hides a song the screens of two parties on two addresses cannot play (101, then 100)", async () => {
    const first = await screenAt(newAddress());
    expect(await reportUnplayable(first.screen, "RC2", 101)).toEqual(ok);
    expect(await searchTotal("don't stop me now")).toBe(1);
    expect(await shown("RC2")).toBe(true);
    const second = await screenAt(newAddress());
    expect(await reportUnplayable(second.screen, "RC2", 100)).toEqual(ok);
    expect(await searchTotal("don't stop me now")).toBe(0);
    expect(await shown("RC2")).toBe(false);
    const { songbooks } = songbooksResponseSchema.parse(
      (await server.request("/api/songbooks")).body,
    );
    expect(songbooks.find((b) => b.prefix === "RC")?.song_count).toBe(4);
    expect(await listed("RC")).not.toContain("RC2");
  });

  it("hides nothing on one party's two screens, one address's two parties, a phone or error 5", async () => {
    // One party, its screen on two addresses (the same screen token): one witness.
    const home = newAddress();
    const party = await screenAt(home);
    expect(await reportUnplayable(party.screen, "RC3")).toEqual(ok);
    const secondScreen = await connectDevice(server.url, {
      device: "screen",
      ...from(newAddress()),
    });
    opened.push(secondScreen);
    await secondScreen.join(party.party.code, { screen_token: party.party.screen_token });
    expect(await reportUnplayable(secondScreen, "RC3")).toEqual(ok);
    expect(await searchTotal("highway to hell")).toBe(1);
    // One address, two parties of its own: one witness.
    const bar = newAddress();
    expect(await reportUnplayable((await screenAt(bar)).screen, "RC4")).toEqual(ok);
    expect(await reportUnplayable((await screenAt(bar)).screen, "RC4")).toEqual(ok);
    expect(await searchTotal("livin on a prayer")).toBe(1);
    // A phone of the party, whatever it claims to be, is no screen.
    const phone = await connectDevice(server.url, { device: "screen", ...from(newAddress()) });
    opened.push(phone);
    await phone.join(party.party.code, { token: party.party.join_token });
    const started = party.screen.next("SONG_STARTED", ({ song }) => song.id === "PH7");
    await party.screen.ack("PLAY_SONG", { song: { id: "PH7" } });
    const { song } = await started;
    expect(await phone.ack("VIDEO_ERROR", { queue_id: song.queue_id, code: 150 })).toEqual({
      ok: false,
      ...ERRORS.notScreen,
    });
    // Error 5 (the screen's HTML5 player) from two parties on two addresses is the screens'.
    expect(await reportUnplayable((await screenAt(newAddress())).screen, "RC5", 5)).toEqual(ok);
    expect(await reportUnplayable((await screenAt(newAddress())).screen, "RC5", 5)).toEqual(ok);
    expect(await shown("RC5")).toBe(true);
    // A queue_id the session is not playing names no song, and is refused.
    const other = await screenAt(newAddress());
    const late = await other.screen.ack("VIDEO_ERROR", { queue_id: "q999", code: 150 });
    expect(late.ok).toBe(false);
    for (const code of ["RC3", "RC4", "RC5", "PH7"]) expect(await shown(code)).toBe(true);
  });

  it("counts at most 5 songs an hour from one address; other addresses still count", async () => {
    const songs = (await listed("MA")).slice(0, 6);
    expect(songs).toEqual(["MA1", "MA2", "MA3", "MA4", "MA5", "MA6"]);
    const [x, y] = [await screenAt(newAddress()), await screenAt(newAddress())];
    for (const song of songs) {
      // Past its rate a report still moves its own party on.
      expect(await reportUnplayable(x.screen, song)).toEqual(ok);
      expect(await reportUnplayable(y.screen, song)).toEqual(ok);
    }
    expect(await listed("MA")).toEqual(["MA6", "MA7", "MA8"]);
    for (const other of [await screenAt(newAddress()), await screenAt(newAddress())]) {
      expect(await reportUnplayable(other.screen, "MA6")).toEqual(ok);
    }
    expect(await listed("MA")).toEqual(["MA7", "MA8"]);
  });
});

describe("npm run catalogue", () => {
  const run = (...args: string[]) =>
    runEntry("catalogue/catalogue-cli.ts", args, { DATA_DIR: server.dataDir });

  it("status counts the hidden songs; unhide restores by song, by songbook, or all", async () => {
    const status = await run("status");
    expect(status.stderr).toBe("");
    expect(status.code).toBe(0);
    expect(status.stdout).toContain(
      "20 songs in 3 songbooks; 7 hidden (they cannot play), 13 shown",
    );
    expect(status.stdout).toContain("  RC     Rock Classics: 5 songs, 1 hidden");
    expect(status.stdout).toContain("  MA     Many: 8 songs, 6 hidden");

    // A song that does not exist: nothing changes, not even the songs named before it.
    const typo = await run("unhide", "MA1", "ZZ99");
    expect(typo.code).toBe(2);
    expect(typo.stderr).toContain("No song ZZ99");
    expect(await listed("MA")).not.toContain("MA1");

    const bySong = await run("unhide", "MA1", "ma2");
    expect([bySong.code, bySong.stdout.trim()]).toEqual([0, "2 songs shown again"]);
    expect(await listed("MA")).toEqual(expect.arrayContaining(["MA1", "MA2"]));

    const byBook = await run("unhide", "--songbook", "rc");
    expect([byBook.code, byBook.stdout.trim()]).toEqual([0, "1 song shown again"]);
    expect(await shown("RC2")).toBe(true);

    const all = await run("unhide", "--all");
    expect([all.code, all.stdout.trim()]).toEqual([0, "4 songs shown again"]);
    expect(await listed("MA")).toHaveLength(8);
  });
});

describe("a hidden song", () => {
  it("comes back by itself 7 days after screens hid it", async () => {
    expect(await reportUnplayable((await screenAt(newAddress())).screen, "PH2")).toEqual(ok);
    expect(await reportUnplayable((await screenAt(newAddress())).screen, "PH2")).toEqual(ok);
    expect(await shown("PH2")).toBe(false);
    const jobs = server.services.sessions.jobs;
    skewMs = FIRST_HIDE_MS - 60_000;
    await jobs.runOnce();
    expect(await shown("PH2")).toBe(false);
    skewMs = FIRST_HIDE_MS + 60_000;
    await jobs.runOnce();
    expect(await shown("PH2")).toBe(true);
    expect(await listed("PH")).toContain("PH2");
  });
});
