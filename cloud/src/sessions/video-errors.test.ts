// Issue 17: a song whose video fails to embed (errors 100, 101, 150) on two different screens is
// hidden from the catalogue, whether the screens share a session or not; a phone's report, other
// errors and one screen reporting twice hide nothing. Over real sockets, on SQLite and PostgreSQL,
// and the host's `npm run catalogue -- status` counts it.
import {
  searchResponseSchema,
  songListResponseSchema,
  songbooksResponseSchema,
} from "@encore/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadCatalogue, SAMPLE_CATALOGUE } from "../test-support/catalogue-fixtures.js";
import { runEntry } from "../test-support/run-entry.js";
import { connectDevice, type Device } from "../test-support/socket-device.js";
import { makeDataDir, startTestServer, type TestServer } from "../test-support/test-server.js";

let server: TestServer;
const opened: Device[] = [];

beforeAll(async () => {
  server = await startTestServer({ DATA_DIR: await makeDataDir() });
  await loadCatalogue(server.services.database.db, SAMPLE_CATALOGUE);
});

afterAll(async () => {
  for (const device of opened) device.close();
  await server.close();
});

async function device(kind: "screen" | "remote", deviceId: string): Promise<Device> {
  const connected = await connectDevice(server.url, { device: kind, device_id: deviceId });
  opened.push(connected);
  return connected;
}

/** A new session with a phone that starts `songCode` playing, and the given screens joined. */
async function partyPlaying(songCode: string, screens: Device[]) {
  const { code } = (await server.request("/api/sessions", { method: "POST" })).body as {
    code: string;
  };
  const phone = await device("remote", `phone-${code}`);
  await phone.join(code);
  for (const screen of screens) await screen.join(code);
  const started = phone.next("SONG_STARTED");
  expect(await phone.ack("QUEUE_SONG", { song: { id: songCode } })).toEqual({ ok: true });
  const { song } = await started;
  return { code, phone, queueId: song.queue_id };
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

describe("VIDEO_ERROR from screens", () => {
  it("hides a song two screens of one session cannot play, though the second report is late", async () => {
    const screenA = await device("screen", "tv-living-room");
    const screenB = await device("screen", "laptop-kitchen");
    const { queueId } = await partyPlaying("RC1", [screenA, screenB]);
    expect(await searchTotal("bohemian")).toBe(1);
    expect(await screenA.ack("VIDEO_ERROR", { queue_id: queueId, code: 150 })).toEqual({
      ok: true,
    });
    expect(await shown("RC1")).toBe(true);
    // The first report ended the song: the second is stale for the session, yet names the song.
    const late = await screenB.ack("VIDEO_ERROR", { queue_id: queueId, code: 150 });
    expect(late.ok).toBe(false);
    expect(await searchTotal("bohemian")).toBe(0);
    expect(await shown("RC1")).toBe(false);
    const { songbooks } = songbooksResponseSchema.parse(
      (await server.request("/api/songbooks")).body,
    );
    expect(songbooks.find((b) => b.prefix === "RC")?.song_count).toBe(4);
    const page = (await server.request("/api/songs?songbook=RC")).body as {
      songs: { id: string }[];
    };
    expect(page.songs.map((s) => s.id)).not.toContain("RC1");
  });

  it("hides a song screens of two different sessions cannot play (errors 101 and 100)", async () => {
    const first = await device("screen", "bar-screen-1");
    const second = await device("screen", "home-screen-2");
    const one = await partyPlaying("RC2", [first]);
    expect(await first.ack("VIDEO_ERROR", { queue_id: one.queueId, code: 101 })).toEqual({
      ok: true,
    });
    expect(await searchTotal("don't stop me now")).toBe(1);
    const two = await partyPlaying("RC2", [second]);
    expect(await second.ack("VIDEO_ERROR", { queue_id: two.queueId, code: 100 })).toEqual({
      ok: true,
    });
    expect(await searchTotal("don't stop me now")).toBe(0);
  });

  it("hides nothing on a phone's report, another error, or one screen in two sessions", async () => {
    const screen = await device("screen", "the-only-tv");
    const phoneSays = await partyPlaying("RC3", [screen]);
    // A remote reporting an embed error: not a screen.
    await phoneSays.phone.ack("VIDEO_ERROR", { queue_id: phoneSays.queueId, code: 150 });
    const again = await partyPlaying("RC3", [screen]);
    expect(await screen.ack("VIDEO_ERROR", { queue_id: again.queueId, code: 150 })).toEqual({
      ok: true,
    });
    const later = await partyPlaying("RC3", [screen]);
    expect(await screen.ack("VIDEO_ERROR", { queue_id: later.queueId, code: 150 })).toEqual({
      ok: true,
    });
    expect(await searchTotal("highway to hell")).toBe(1);
    // Error 5 (the screen's HTML5 player) from two screens is the screens', not the video's.
    const other = await device("screen", "another-tv");
    const five = await partyPlaying("RC4", [screen, other]);
    await screen.ack("VIDEO_ERROR", { queue_id: five.queueId, code: 5 });
    await other.ack("VIDEO_ERROR", { queue_id: five.queueId, code: 5 });
    expect(await searchTotal("livin on a prayer")).toBe(1);
    // A queue_id the session never played names no song.
    await other.ack("VIDEO_ERROR", { queue_id: "q999", code: 150 });
    expect(await shown("RC4")).toBe(true);
  });

  it("is counted by npm run catalogue -- status", async () => {
    const result = await runEntry("catalogue/catalogue-cli.ts", ["status"], {
      DATA_DIR: server.dataDir,
    });
    expect(result.stderr).toBe("");
    expect(result.code).toBe(0);
    expect(result.stdout).toContain(
      "12 songs in 2 songbooks; 2 hidden (they cannot play), 10 shown",
    );
    expect(result.stdout).toContain("  RC     Rock Classics: 5 songs, 2 hidden");
  });
});
