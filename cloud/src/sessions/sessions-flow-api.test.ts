// A whole party (docs/product.md#session-lifecycle) with plain socket.io clients: a screen and two
// phones on one session.
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadCatalogue, SAMPLE_CATALOGUE } from "../test-support/catalogue-fixtures.js";
import { connectDevice, eventually, type Device } from "../test-support/socket-device.js";
import { startTestServer, type TestServer } from "../test-support/test-server.js";

let server: TestServer;
let code: string;
let screenToken: string;
let screen: Device;
let alice: Device;
let guest: Device;
const songIds: Record<string, number> = {};

const titles = (queue: { title: string }[]) => queue.map((item) => item.title);

beforeAll(async () => {
  server = await startTestServer({}, undefined, {
    sessions: {
      timings: { autoNextDelayMs: 150, graceMs: 1000, unknownLengthMs: 60_000 },
      intervals: { timersMs: 30, touchMs: 60_000, expiryMs: 60_000, retentionMs: 86_400_000 },
    },
  });
  const db = server.services.database.db;
  await loadCatalogue(db, SAMPLE_CATALOGUE);
  for (const row of await db.selectFrom("songs").select(["id", "title", "artist"]).execute()) {
    songIds[`${row.title}|${row.artist}`] = row.id;
  }
  ({ code, screen_token: screenToken } = (await server.request("/api/sessions", { method: "POST" }))
    .body as { code: string; screen_token: string });
});

afterAll(async () => {
  for (const device of [screen, alice, guest]) device?.close();
  await server.close();
});

const id = (title: string, artist: string) => songIds[`${title}|${artist}`]!;

describe("a party", () => {
  it("joins a screen and two phones, counting devices", async () => {
    screen = await connectDevice(server.url, { device: "screen", device_id: "tv" });
    const joined = await screen.join(code, { screen_token: screenToken });
    expect(joined).toEqual({
      code,
      join_token: expect.stringMatching(/^[A-Za-z0-9_-]{22}$/),
      singer: expect.stringMatching(/^[A-Za-z0-9_-]{16}$/),
      device_count: 1,
      current_song: null,
      queue: [],
      playing: false,
      version: 0,
      // The screen is the host, and the only device told the PIN (docs/product.md#the-host).
      settings: { fair_turns: true, host_controls: false, max_waiting_per_singer: 10 },
      is_host: true,
      host_pin: expect.stringMatching(/^\d{4}$/),
      started_at: null,
      // It is the party's screen, so the screen is there (docs/protocol.md#screen-presence).
      screen_connected: true,
    });

    alice = await connectDevice(server.url, {
      device: "remote",
      device_id: "alice-phone",
      name: "Alice",
      picture_url: "https://example.com/alice.png",
    });
    const seenByScreen = screen.next("DEVICE_JOINED", (d) => d.device_count === 2);
    expect((await alice.join(code.toLowerCase())).device_count).toBe(2);
    await seenByScreen;

    guest = await connectDevice(server.url, { device: "web", device_id: "guest-phone" });
    expect((await guest.join(`${code.slice(0, 3)}-${code.slice(3)}`)).device_count).toBe(3);
    expect((await server.request(`/api/sessions/${code}`)).body).toMatchObject({ device_count: 3 });
  });

  it("plays the first queued song at once, with the stored record and who added it", async () => {
    const started = screen.next("SONG_STARTED");
    const queued = guest.next("SONG_QUEUED");
    // The phone's copy says something else: the cloud queues its own record.
    alice.emit("QUEUE_SONG", {
      song: {
        db_id: id("Hello", "Adele"),
        title: "Fake",
        artist: "Nobody",
        youtube_id: "hacked00000",
      },
    });
    expect(titles((await queued).queue)).toEqual(["Hello"]);
    const { song, queue } = await started;
    expect(song).toMatchObject({
      id: "PH1",
      title: "Hello",
      artist: "Adele",
      youtube_id: "YQHsXMglC9A",
      songbook_prefix: "PH",
      // A guest's picture_url is never used (sessions/socket/socket-claims-api.test.ts).
      added_by_user: { name: "Alice", avatar: null },
    });
    expect(song.queue_id).toEqual(expect.any(String));
    expect(queue).toEqual([]);
  });

  it("queues further songs, by db_id or by code, shown as Guest without a name", async () => {
    const queued = screen.next("SONG_QUEUED", (d) => d.queue.length === 3);
    guest.emit("QUEUE_SONG", { song: { db_id: id("Halo", "Beyoncé") } });
    await screen.next("SONG_QUEUED");
    alice.emit("QUEUE_SONG", { song: { id: "RC1" } });
    await screen.next("SONG_QUEUED");
    guest.emit("QUEUE_SONG", { song: { id: "rc2" } });
    const { queue } = await queued;
    expect(titles(queue)).toEqual(["Halo", "Bohemian Rhapsody", "Don't Stop Me Now"]);
    expect(queue[0]?.added_by_user).toMatchObject({ name: "Guest", avatar: null });
    expect(new Set(queue.map((item) => item.queue_id)).size).toBe(3);
  });

  it("reorders and removes, naming the item by queue_id", async () => {
    const before = screen.last("SONG_QUEUED")!.queue;
    const reordered = guest.next("QUEUE_REORDERED");
    expect(
      await alice.ack("REORDER_QUEUE", { from: 2, to: 0, queue_id: before[2]!.queue_id }),
    ).toEqual({ ok: true });
    expect(titles((await reordered).queue)).toEqual([
      "Don't Stop Me Now",
      "Halo",
      "Bohemian Rhapsody",
    ]);

    const removed = screen.next("SONG_REMOVED");
    expect(await guest.ack("REMOVE_SONG", { index: 1, queue_id: before[0]!.queue_id })).toEqual({
      ok: true,
    });
    expect(titles((await removed).queue)).toEqual(["Don't Stop Me Now", "Bohemian Rhapsody"]);
  });

  it("pauses, resumes and stops for every device", async () => {
    const paused = guest.next("PLAYBACK_PAUSED");
    alice.emit("PAUSE_PLAYBACK", {});
    await paused;
    expect((await server.request(`/api/sessions/${code}`)).body).toMatchObject({
      playing: false,
      current_song: { title: "Hello" },
    });
    const resumed = screen.next("PLAYBACK_RESUMED");
    guest.emit("RESUME_PLAYBACK", {});
    await resumed;
    const stopped = alice.next("PLAYBACK_STOPPED");
    screen.emit("STOP_PLAYBACK", {});
    await stopped;
    const again = alice.next("PLAYBACK_RESUMED");
    screen.emit("RESUME_PLAYBACK", {});
    await again;
  });

  it("ends a song when the screen reports it, then starts the next one after the delay", async () => {
    const current = (await server.request(`/api/sessions/${code}`)).body as {
      current_song: { queue_id: string };
    };
    const ended = alice.next("SONG_ENDED");
    const next = alice.next("SONG_STARTED");
    screen.emit("SONG_ENDED", { queue_id: current.current_song.queue_id });
    const t0 = Date.now();
    expect(titles((await ended).queue)).toEqual(["Don't Stop Me Now", "Bohemian Rhapsody"]);
    const { song, queue } = await next;
    expect(Date.now() - t0).toBeGreaterThanOrEqual(100);
    expect(song.title).toBe("Don't Stop Me Now");
    expect(titles(queue)).toEqual(["Bohemian Rhapsody"]);
  });

  it("refuses a second report of the same end with ERROR and the fresh state", async () => {
    const state = (await server.request(`/api/sessions/${code}`)).body as {
      current_song: { queue_id: string };
    };
    const playing = state.current_song.queue_id;
    screen.emit("SONG_ENDED", { queue_id: playing });
    await alice.next("SONG_ENDED");
    const error = screen.next("ERROR");
    const fresh = screen.next("SESSION_JOINED");
    screen.emit("SONG_ENDED", { queue_id: playing });
    expect(await error).toEqual({
      message: "That song is no longer playing",
      code: "song_no_longer_playing",
    });
    expect((await fresh).current_song).toBeNull();
    // The next song still starts once, after the delay.
    expect((await alice.next("SONG_STARTED")).song.title).toBe("Bohemian Rhapsody");
  });

  it("skips to the next song and plays a chosen song now", async () => {
    alice.emit("QUEUE_SONG", { song: { db_id: id("Halo", "Beyoncé") } });
    await screen.next("SONG_QUEUED");
    const started = screen.next("SONG_STARTED");
    guest.emit("SKIP_SONG", {});
    expect((await started).song.title).toBe("Halo");
    const playNow = screen.next("SONG_STARTED");
    alice.emit("PLAY_SONG", { song: { db_id: id("Highway to Hell", "AC/DC") } });
    expect((await playNow).song.title).toBe("Highway to Hell");
  });

  it("clears the queue, then everything", async () => {
    alice.emit("QUEUE_SONG", { song: { db_id: id("Hello", "Lionel Richie") } });
    await screen.next("SONG_QUEUED");
    const cleared = guest.next("QUEUE_CLEARED");
    screen.emit("CLEAR_QUEUE", {});
    expect(await cleared).toMatchObject({ queue: [], current_song: { title: "Highway to Hell" } });
    const all = guest.next("QUEUE_CLEARED");
    screen.emit("CLEAR_ALL", {});
    expect(await all).toMatchObject({ queue: [], current_song: null });
    expect((await server.request(`/api/sessions/${code}`)).body).toMatchObject({
      queue: [],
      current_song: null,
      playing: false,
    });
  });

  it("raised the view count of every song that started", async () => {
    const db = server.services.database.db;
    const rows = await db
      .selectFrom("songs")
      .select(["title", "artist", "view_count"])
      .where("view_count", ">", 0)
      .orderBy("title")
      .execute();
    expect(rows.map((r) => [r.title, r.view_count])).toEqual([
      ["Bohemian Rhapsody", 1],
      ["Don't Stop Me Now", 1],
      ["Halo", 1],
      ["Hello", 1],
      ["Highway to Hell", 1],
    ]);
    const popular = (await server.request("/api/songs/popular?limit=1")).body as {
      songs: { view_count: number }[];
    };
    expect(popular.songs[0]?.view_count).toBe(1);
    await sql`SELECT 1`.execute(db);
  });

  it("counts devices down as they leave", async () => {
    const left = screen.next("DEVICE_LEFT", (d) => d.device_count === 2);
    guest.close();
    await left;
    await eventually(
      async () => (await server.request(`/api/sessions/${code}`)).body as { device_count: number },
      (b) => b.device_count === 2,
    );
  });
});
