// What the cloud does by itself: a party never stalls when no screen reports a song's end, a
// video that cannot play gives way to the next, and sessions idle for 24 hours are deleted.
import { OP_ID_MEMORY_MS, SESSION_RETENTION_MS } from "@encore/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadCatalogue, SAMPLE_CATALOGUE } from "../test-support/catalogue-fixtures.js";
import { connectDevice, eventually, type Device } from "../test-support/socket-device.js";
import { makeDataDir, startTestServer, type TestServer } from "../test-support/test-server.js";

const timings = { autoNextDelayMs: 100, graceMs: 200, unknownLengthMs: 600 };
const intervals = {
  timersMs: 20,
  touchMs: 60_000,
  expiryMs: 60_000,
  retentionMs: SESSION_RETENTION_MS,
};
const opened: Device[] = [];

async function party(server: TestServer) {
  const { code, screen_token: screenToken } = (
    await server.request("/api/sessions", { method: "POST" })
  ).body as { code: string; screen_token: string };
  const phone = await connectDevice(server.url);
  await phone.join(code);
  opened.push(phone);
  return { code, phone, screenToken };
}

/** The party's screen: joined with the screen token, the only thing that makes it one. */
async function screenOf(server: TestServer, code: string, screenToken: string) {
  const screen = await connectDevice(server.url, { device: "screen" });
  opened.push(screen);
  await screen.join(code, { screen_token: screenToken });
  return screen;
}

afterAll(() => {
  for (const device of opened) device.close();
});

describe("a party never stalls", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({}, undefined, { sessions: { timings, intervals } });
    const db = server.services.database.db;
    await loadCatalogue(db, SAMPLE_CATALOGUE);
    // PH2 is known to last one second; the others' lengths are unknown.
    await db
      .updateTable("songs")
      .set({ duration_s: 1 })
      .where("youtube_id", "=", "hLQl3WQQoQ0")
      .execute();
  });
  afterAll(() => server.close());

  it("ends a song nobody reports after the ceiling for an unknown length, then starts the next", async () => {
    const { phone } = await party(server);
    const t0 = Date.now();
    const started = phone.next("SONG_STARTED", (d) => d.song.id === "PH3");
    phone.emit("QUEUE_SONG", { song: { id: "PH1" } });
    await phone.next("SONG_STARTED");
    phone.emit("QUEUE_SONG", { song: { id: "PH3" } });
    const ended = await phone.next("SONG_ENDED");
    const endedAfter = Date.now() - t0;
    expect(endedAfter).toBeGreaterThanOrEqual(timings.unknownLengthMs - 20);
    expect(ended.queue.map((item) => item.id)).toEqual(["PH3"]);
    await started;
    expect(Date.now() - t0).toBeGreaterThanOrEqual(
      timings.unknownLengthMs + timings.autoNextDelayMs - 20,
    );
  });

  it("waits for a known length plus the grace period", async () => {
    const { phone } = await party(server);
    const t0 = Date.now();
    phone.emit("QUEUE_SONG", { song: { id: "PH2" } });
    await phone.next("SONG_STARTED");
    await phone.next("SONG_ENDED");
    expect(Date.now() - t0).toBeGreaterThanOrEqual(1000 + timings.graceMs - 20);
  });

  it("moves on when the screen reports a video it cannot play", async () => {
    const { code, phone, screenToken } = await party(server);
    const screen = await screenOf(server, code, screenToken);
    phone.emit("QUEUE_SONG", { song: { id: "RC1" } });
    const { song } = await screen.next("SONG_STARTED");
    phone.emit("QUEUE_SONG", { song: { id: "RC2" } });
    await screen.next("SONG_QUEUED");
    screen.emit("VIDEO_ERROR", { queue_id: song.queue_id, code: 150 });
    expect((await screen.next("SONG_ENDED")).queue.map((i) => i.id)).toEqual(["RC2"]);
    expect((await screen.next("SONG_STARTED")).song.id).toBe("RC2");
  });

  it("keeps its timers through a restart", async () => {
    const dataDir = await makeDataDir();
    const first = await startTestServer({ DATA_DIR: dataDir }, undefined, {
      sessions: { timings, intervals },
    });
    await loadCatalogue(first.services.database.db, SAMPLE_CATALOGUE);
    const { code, phone } = await party(first);
    phone.emit("QUEUE_SONG", { song: { id: "PH1" } });
    await phone.next("SONG_STARTED");
    phone.close();
    await first.close();
    await new Promise((resolve) => setTimeout(resolve, timings.unknownLengthMs));
    const second = await startTestServer({ DATA_DIR: dataDir }, undefined, {
      sessions: { timings, intervals },
    });
    try {
      const state = async () =>
        (await second.request(`/api/sessions/${code}`)).body as { current_song: unknown };
      await eventually(state, ({ current_song }) => current_song === null);
    } finally {
      await second.close();
    }
  });
});

describe("a paused song", () => {
  // The cloud's clock is the test's: the song's timer fires only when the test moves it on.
  let clock = Date.now();
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({}, undefined, {
      sessions: { timings, intervals: { ...intervals, timersMs: 60_000 }, now: () => clock },
    });
    await loadCatalogue(server.services.database.db, SAMPLE_CATALOGUE);
  });
  afterAll(() => server.close());

  it("holds the clock while paused", async () => {
    const { code, phone } = await party(server);
    const playing = async () =>
      ((await server.request(`/api/sessions/${code}`)).body as { current_song: unknown })
        .current_song !== null;
    phone.emit("QUEUE_SONG", { song: { id: "PH1" } });
    await phone.next("SONG_STARTED");
    expect(await phone.ack("PAUSE_PLAYBACK")).toEqual({ ok: true });
    clock += timings.unknownLengthMs + 300;
    await server.services.sessions.jobs.runOnce();
    expect(await playing()).toBe(true);
    expect(phone.last("SONG_ENDED")).toBeUndefined();

    expect(await phone.ack("RESUME_PLAYBACK")).toEqual({ ok: true });
    // The paused time did not count: the whole unknown length is still ahead.
    clock += timings.unknownLengthMs - 100;
    await server.services.sessions.jobs.runOnce();
    expect(await playing()).toBe(true);
    const ended = phone.next("SONG_ENDED");
    clock += 100;
    await server.services.sessions.jobs.runOnce();
    await ended;
  });
});

describe("idle sessions", () => {
  it("are deleted after 24 hours with no device and no command, then answer 404 and ERROR", async () => {
    let clock = Date.now();
    const server = await startTestServer({}, undefined, {
      sessions: { timings, intervals: { ...intervals, timersMs: 60_000 }, now: () => clock },
    });
    try {
      const idle = (
        (await server.request("/api/sessions", { method: "POST" })).body as { code: string }
      ).code;
      const { code: busy, phone } = await party(server);

      clock += SESSION_RETENTION_MS - 60_000;
      await server.services.sessions.jobs.runOnce();
      expect((await server.request(`/api/sessions/${idle}`)).status).toBe(200);

      clock += 120_000;
      await server.services.sessions.jobs.runOnce();
      expect(await server.request(`/api/sessions/${idle}`)).toMatchObject({
        status: 404,
        body: { message: "Session not found or expired" },
      });
      // The session with a phone connected is kept.
      expect((await server.request(`/api/sessions/${busy}`)).status).toBe(200);

      const late = await connectDevice(server.url);
      opened.push(late);
      const error = late.next("ERROR");
      late.emit("JOIN_SESSION", { code: idle });
      expect(await error).toEqual({
        message: "Session not found or expired",
        code: "session_not_found",
      });

      // Once the phone leaves and a day passes, that one goes too.
      phone.close();
      await eventually(
        async () =>
          (await server.request(`/api/sessions/${busy}`)).body as { device_count: number },
        ({ device_count }) => device_count === 0,
      );
      clock += SESSION_RETENTION_MS + 1;
      await server.services.sessions.jobs.runOnce();
      expect((await server.request(`/api/sessions/${busy}`)).status).toBe(404);
    } finally {
      await server.close();
    }
  });
});

describe("remembered op_ids", () => {
  it("are kept OP_ID_MEMORY_MS, then forgotten by the expiry job", async () => {
    let clock = Date.now();
    const server = await startTestServer({}, undefined, {
      sessions: { timings, intervals: { ...intervals, timersMs: 60_000 }, now: () => clock },
    });
    try {
      await loadCatalogue(server.services.database.db, SAMPLE_CATALOGUE);
      const { phone } = await party(server);
      expect(await phone.ack("QUEUE_SONG", { song: { id: "PH1" }, op_id: "op-1" })).toEqual({
        ok: true,
      });
      expect(await phone.ack("REMOVE_SONG", { index: 0, op_id: "op-2" })).toMatchObject({
        ok: false,
      });

      clock += OP_ID_MEMORY_MS - 1000;
      await server.services.sessions.jobs.runOnce();
      expect(await phone.ack("QUEUE_SONG", { song: { id: "PH1" }, op_id: "op-1" })).toEqual({
        ok: true,
        duplicate: true,
      });

      clock += 2000;
      await server.services.sessions.jobs.runOnce();
      // Forgotten: the same op_id is a new command now.
      expect(await phone.ack("QUEUE_SONG", { song: { id: "PH2" }, op_id: "op-1" })).toEqual({
        ok: true,
      });
      const rows = await server.services.database.db
        .selectFrom("session_ops")
        .select("op_id")
        .execute();
      expect(rows.map((row) => row.op_id)).toEqual(["op-1"]);
    } finally {
      await server.close();
    }
  });
});

describe("the auto-next gap is on time", () => {
  let server: TestServer;
  // The poll is far away: only the wake-up set when the song ended can start the next on time.
  const slowPoll = { ...intervals, timersMs: 60_000 };
  const gap = { ...timings, autoNextDelayMs: 300 };
  beforeAll(async () => {
    server = await startTestServer({}, undefined, {
      sessions: { timings: gap, intervals: slowPoll },
    });
    await loadCatalogue(server.services.database.db, SAMPLE_CATALOGUE);
  });
  afterAll(() => server.close());

  it("starts the next song when the delay is over, not at the next poll", async () => {
    const { code, phone, screenToken } = await party(server);
    const screen = await screenOf(server, code, screenToken);
    phone.emit("QUEUE_SONG", { song: { id: "PH1" } });
    const first = await phone.next("SONG_STARTED");
    phone.emit("QUEUE_SONG", { song: { id: "PH3" } });
    await phone.next("SONG_QUEUED");
    const t0 = Date.now();
    screen.emit("SONG_ENDED", { queue_id: first.song.queue_id });
    await phone.next("SONG_STARTED", (d) => d.song.id === "PH3");
    const waited = Date.now() - t0;
    expect(waited).toBeGreaterThanOrEqual(gap.autoNextDelayMs - 20);
    // The next poll is a minute away, so anything within a couple of seconds is the wake-up. A
    // tighter bound failed when CI's two suites loaded both cores at once (619 ms for 300).
    expect(waited).toBeLessThan(gap.autoNextDelayMs + 2_000);
  });
});
