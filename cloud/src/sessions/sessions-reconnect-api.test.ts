// Shaky Wi-Fi: devices drop and come back to the current state with nothing missed and nothing
// doubled; a command retried after a reconnect is applied once; device_count stays right.
import {
  createSessionClient,
  sessionResponseSchema,
  SOCKET_RECONNECT_DELAY_MS,
  type QueueItem,
  type SessionClient,
} from "@encore/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadCatalogue, SAMPLE_CATALOGUE } from "../test-support/catalogue-fixtures.js";
import { connectDevice, eventually, type Device } from "../test-support/socket-device.js";
import { startTestServer, type TestServer } from "../test-support/test-server.js";

let server: TestServer;
const closers: (() => void)[] = [];

beforeAll(async () => {
  server = await startTestServer();
  await loadCatalogue(server.services.database.db, SAMPLE_CATALOGUE);
});

afterAll(async () => {
  for (const close of closers) close();
  await server.close();
});

async function newSession(): Promise<string> {
  return ((await server.request("/api/sessions", { method: "POST" })).body as { code: string })
    .code;
}

async function device(
  code: string,
  deviceId: string,
  extra: { reconnection?: boolean } = {},
): Promise<Device> {
  const d = await connectDevice(server.url, { device_id: deviceId });
  if (extra.reconnection === false) d.socket.io.reconnection(false);
  await d.join(code);
  closers.push(() => d.close());
  return d;
}

async function deviceCount(code: string): Promise<number> {
  return ((await server.request(`/api/sessions/${code}`)).body as { device_count: number })
    .device_count;
}

/** Cuts the connection under the client, as a phone leaving Wi-Fi does; it reconnects by itself. */
function dropConnection(d: Device): void {
  d.socket.io.engine.close();
}

describe("reconnection", () => {
  it("brings a phone that drops for a moment back to the current state, nothing doubled", async () => {
    const code = await newSession();
    const screen = await device(code, "screen");
    const phone = await device(code, "phone");
    const gone = new Promise<void>((resolve) => phone.socket.once("disconnect", () => resolve()));
    // Away until the party has moved on: left to itself it comes back within 200 ms, which under
    // load can fall between the two commands below (and then the second is no longer missed).
    phone.socket.io.reconnection(false);
    dropConnection(phone);
    await gone;
    expect(await screen.ack("QUEUE_SONG", { song: { id: "PH1" } })).toEqual({ ok: true });
    expect(await screen.ack("QUEUE_SONG", { song: { id: "PH2" } })).toEqual({ ok: true });
    const rejoined = phone.next("SESSION_JOINED");
    phone.socket.io.reconnection(true);
    phone.socket.connect();
    // Back, it joins again, and the answer holds everything it missed.
    expect(await rejoined).toMatchObject({
      code,
      current_song: { id: "PH1" },
      queue: [{ id: "PH2" }],
      playing: true,
      device_count: 2,
      version: 3,
    });
    // Nothing it missed arrives a second time as an event.
    expect(phone.received.filter((e) => e.type === "SONG_STARTED")).toHaveLength(0);
    expect(phone.received.filter((e) => e.type === "SONG_QUEUED")).toHaveLength(0);
    // And what follows reaches it.
    const paused = phone.next("PLAYBACK_PAUSED");
    expect(await screen.ack("PAUSE_PLAYBACK", {})).toEqual({ ok: true });
    expect(await paused).toEqual({ version: 4 });
    expect(await phone.ack("RESUME_PLAYBACK", {})).toEqual({ ok: true });
    expect(await deviceCount(code)).toBe(2);
  });

  it("applies a command sent twice with one op_id once", async () => {
    const code = await newSession();
    const phone = await device(code, "retrying-phone");
    await phone.ack("QUEUE_SONG", { song: { id: "PH1" } });
    const first = await phone.ack("QUEUE_SONG", { song: { id: "PH2" }, op_id: "op-42" });
    const retry = await phone.ack("QUEUE_SONG", { song: { id: "PH2" }, op_id: "op-42" });
    expect(first).toEqual({ ok: true });
    expect(retry).toEqual({ ok: true, duplicate: true });
    const state = sessionResponseSchema.parse((await server.request(`/api/sessions/${code}`)).body);
    expect(state.queue.map((item) => item.id)).toEqual(["PH2"]);
    // Another phone's op_id is another command.
    expect(await phone.ack("REMOVE_SONG", { index: 0, op_id: "op-43" })).toEqual({ ok: true });
  });
});

describe("the shared client", () => {
  function client(deviceId: string): SessionClient {
    const c = createSessionClient({
      url: server.url,
      device: "remote",
      deviceId,
      name: "Retry",
      attemptTimeoutMs: 300,
      socketOptions: {
        transports: ["websocket"],
        reconnectionDelay: 50,
        reconnectionDelayMax: 100,
        forceNew: true,
      },
    });
    closers.push(() => c.close());
    return c;
  }

  it("joins, sends and receives typed events", async () => {
    const code = await newSession();
    const c = client("typed");
    const joined = await c.join(code.toLowerCase());
    expect(joined).toMatchObject({ code, device_count: 1, queue: [] });
    const started = new Promise((resolve) => c.on("SONG_STARTED", resolve));
    expect(await c.send("QUEUE_SONG", { song: { id: "RC1" } })).toEqual({ ok: true });
    expect(await started).toMatchObject({
      song: { title: "Bohemian Rhapsody", added_by_user: { name: "Retry" } },
    });
    await expect(c.join("ZZZZZZ")).rejects.toThrow("Session not found or expired");
  });

  it("opens a WebSocket straight away, so no balancer needs sticky sessions", async () => {
    const c = createSessionClient({ url: server.url, device: "remote", deviceId: "direct" });
    closers.push(() => c.close());
    const opened: string[] = [];
    c.socket.io.on("open", () => opened.push(c.socket.io.engine.transport.name));
    await c.join(await newSession());
    expect(opened).toEqual(["websocket"]);
  });

  it("waits the spec's 2 s before each attempt to reconnect", async () => {
    const c = createSessionClient({
      url: server.url,
      device: "remote",
      deviceId: "patient",
      socketOptions: { transports: ["websocket"], forceNew: true },
    });
    closers.push(() => c.close());
    await c.join(await newSession());
    expect(c.socket.io.reconnectionDelay()).toBe(SOCKET_RECONNECT_DELAY_MS);
    expect(c.socket.io.reconnectionDelayMax()).toBe(SOCKET_RECONNECT_DELAY_MS);
    const dropped = new Promise<number>((resolve) =>
      c.socket.once("disconnect", () => resolve(Date.now())),
    );
    const attempted = new Promise<number>((resolve) =>
      c.socket.io.once("reconnect_attempt", () => resolve(Date.now())),
    );
    c.socket.io.engine.close();
    const waited = (await attempted) - (await dropped);
    expect(waited).toBeGreaterThanOrEqual(SOCKET_RECONNECT_DELAY_MS - 50);
    // Not a backoff that doubles (a second attempt's 4 s), with room for a loaded machine.
    expect(waited).toBeLessThan(2 * SOCKET_RECONNECT_DELAY_MS);
  });

  it("hands listeners a session's events in version order, each once", async () => {
    const code = await newSession();
    const c = client("ordered");
    await c.join(code);
    const seen: number[] = [];
    c.on("SONG_QUEUED", (event) => seen.push(event.version ?? -1));
    const room = server.services.sessions.io.to(`session:${code}`);
    // As when another instance's broadcast is overtaken by this instance's newer one, and a
    // duplicate arrives.
    for (const version of [2, 1, 1, 3]) room.emit("SONG_QUEUED", { queue: [], version });
    await eventually(
      () => seen.at(-1),
      (last) => last === 3,
    );
    expect(seen).toEqual([1, 2, 3]);
  });

  it("numbers every event, and a snapshot's version keeps older events out", async () => {
    const code = await newSession();
    const c = client("numbered");
    await c.join(code);
    const seen: string[] = [];
    for (const name of ["SONG_QUEUED", "SONG_STARTED"] as const)
      c.on(name, (event) => seen.push(`${name}@${event.version}`));
    await c.send("QUEUE_SONG", { song: { id: "PH1" } });
    await eventually(
      () => seen.length,
      (n) => n === 2,
    );
    expect(seen).toEqual(["SONG_QUEUED@1", "SONG_STARTED@2"]);
    // After a rejoin, an event the snapshot already covers (still in flight from another
    // instance) is not applied again.
    const rejoined = await c.join(code);
    expect(rejoined).toMatchObject({ version: 2, current_song: { id: "PH1" } });
    const room = server.services.sessions.io.to(`session:${code}`);
    room.emit("SONG_STARTED", { song: rejoined.current_song as QueueItem, queue: [], version: 2 });
    await c.send("PAUSE_PLAYBACK", {}); // 3
    // Changes nothing, so no event: the version stays, or devices would wait for a missing one.
    await c.send("PAUSE_PLAYBACK", {});
    await c.send("QUEUE_SONG", { song: { id: "PH2" } });
    await eventually(
      () => seen.length,
      (n) => n === 3,
    );
    expect(seen).toEqual(["SONG_QUEUED@1", "SONG_STARTED@2", "SONG_QUEUED@4"]);
  });

  it("fetches the whole state when a version never arrives", async () => {
    const code = await newSession();
    const c = client("gap");
    await c.join(code);
    const screen = await device(code, "gap-screen");
    const seen: string[] = [];
    c.on("SESSION_JOINED", (event) => seen.push(`SESSION_JOINED@${event.version}`));
    c.on("SONG_STARTED", (event) => seen.push(`SONG_STARTED@${event.version}`));
    c.on("PLAYBACK_PAUSED", (event) => seen.push(`PLAYBACK_PAUSED@${event?.version}`));
    // The phone misses two events (as if lost between instances), then gets the next one.
    const phone = server.services.sessions.io.in(c.socket.id ?? "");
    phone.socketsLeave(`session:${code}`);
    expect(await screen.ack("QUEUE_SONG", { song: { id: "PH1" } })).toEqual({ ok: true });
    phone.socketsJoin(`session:${code}`);
    const rejoined = new Promise<{ version?: number; playing: boolean }>((resolve) =>
      c.on("SESSION_JOINED", resolve),
    );
    const since = Date.now();
    expect(await screen.ack("PAUSE_PLAYBACK", {})).toEqual({ ok: true });
    // Version 3 waits for 1 and 2; they never come, so the client asks for the whole state.
    expect(await rejoined).toMatchObject({
      version: 3,
      playing: false,
      current_song: { id: "PH1" },
    });
    expect(Date.now() - since).toBeGreaterThanOrEqual(900);
    expect(seen).toEqual(["SESSION_JOINED@3"]);
  });

  it("retries a command across a dropped connection, applied once", async () => {
    const code = await newSession();
    const c = client("flaky");
    await c.join(code);
    await c.send("QUEUE_SONG", { song: { id: "PH1" } });
    // Drop the connection right as the command leaves: its acknowledgement is lost or it never
    // arrives; either way the client tries again after reconnecting, with the same op_id.
    const sending = c.send("QUEUE_SONG", { song: { id: "PH2" } });
    c.socket.io.engine.close();
    const ackDbg = await sending;
    expect(ackDbg.ok).toBe(true);
    const state = sessionResponseSchema.parse((await server.request(`/api/sessions/${code}`)).body);
    expect(state.queue.map((item) => item.id)).toEqual(["PH2"]);
  });

  it("rejoins by itself when the cloud no longer knows its socket", async () => {
    const code = await newSession();
    const c = client("forgotten");
    await c.join(code);
    // The cloud drops the socket; without recovery the client must join again on its own.
    const sockets = await server.services.sessions.io.in(`session:${code}`).fetchSockets();
    const rejoined = new Promise((resolve) => c.on("SESSION_JOINED", resolve));
    const kicked = new Promise((resolve) => c.socket.once("disconnect", resolve));
    for (const s of sockets) s.disconnect(true);
    await kicked;
    c.socket.connect();
    expect(await rejoined).toMatchObject({ code });
    expect(await c.send("QUEUE_SONG", { song: { id: "PH3" } })).toEqual({ ok: true });
  });
});

describe("device_count", () => {
  it("counts two tabs of one device once, and a reconnecting phone once", async () => {
    const code = await newSession();
    await device(code, "laptop");
    await device(code, "laptop");
    expect(await deviceCount(code)).toBe(1);
    const phone = await device(code, "phone");
    expect(await deviceCount(code)).toBe(2);
    dropConnection(phone);
    await new Promise<void>((resolve) => phone.socket.once("connect", () => resolve()));
    await eventually(
      () => deviceCount(code),
      (n) => n === 2,
    );
  });

  it("drops a device whose connection is cut for good", async () => {
    const code = await newSession();
    const screen = await device(code, "tv");
    const phone = await device(code, "gone-phone", { reconnection: false });
    expect(await deviceCount(code)).toBe(2);
    const left = screen.next("DEVICE_LEFT");
    dropConnection(phone);
    expect(await left).toEqual({ device_count: 1 });
    expect(await deviceCount(code)).toBe(1);
  });

  it("moves a socket that joins another session out of the first", async () => {
    const first = await newSession();
    const second = await newSession();
    const watcher = await device(first, "watcher");
    const mover = await device(first, "mover");
    const left = watcher.next("DEVICE_LEFT");
    await mover.join(second);
    expect(await left).toEqual({ device_count: 1 });
    expect(await deviceCount(second)).toBe(1);
  });
});
