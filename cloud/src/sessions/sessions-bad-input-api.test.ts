// Every bad input a phone, a browser or the network can send: answered with ERROR to the sender,
// and nothing changes.
import {
  ERROR_CODES,
  MAX_DEVICES_PER_SESSION,
  MAX_QUEUE_LENGTH,
  SOCKET_PATH,
} from "@encore/shared";
import { io } from "socket.io-client";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { loadCatalogue, SAMPLE_CATALOGUE, videoId } from "../test-support/catalogue-fixtures.js";
import { connectDevice, type Device } from "../test-support/socket-device.js";
import { startTestServer, type TestServer } from "../test-support/test-server.js";
import { ERRORS } from "./socket/socket-errors.js";
import { MAX_SOCKET_MESSAGE_BYTES } from "./socket/socket-options.js";

let server: TestServer;
let code: string;
let phone: Device;
let screen: Device;
let songId: number;

async function state() {
  return (await server.request(`/api/sessions/${code}`)).body;
}

beforeAll(async () => {
  server = await startTestServer();
  await loadCatalogue(server.services.database.db, [
    ...SAMPLE_CATALOGUE,
    {
      name: "Many",
      prefix: "MA",
      songs: Array.from({ length: MAX_QUEUE_LENGTH + 5 }, (_, i) => ({
        title: `Song ${i}`,
        artist: "Many",
        youtube_id: videoId(900_000 + i),
      })),
    },
  ]);
  songId = (
    await server.services.database.db
      .selectFrom("songs")
      .select("id")
      .where("youtube_id", "=", "YQHsXMglC9A")
      .executeTakeFirstOrThrow()
  ).id;
  code = ((await server.request("/api/sessions", { method: "POST" })).body as { code: string })
    .code;
  screen = await connectDevice(server.url, { device: "screen" });
  await screen.join(code);
  phone = await connectDevice(server.url);
  await phone.join(code);
  // A current song and two waiting, so indices have something to point at.
  for (const id of ["PH1", "PH2", "PH3"]) {
    const queued = screen.next("SONG_QUEUED");
    phone.emit("QUEUE_SONG", { song: { id } });
    await queued;
  }
});

const opened: Device[] = [];

async function joinedPhone(): Promise<Device> {
  const device = await connectDevice(server.url);
  await device.join(code);
  opened.push(device);
  return device;
}

afterAll(async () => {
  for (const device of [phone, screen, ...opened]) device?.close();
  await server.close();
});

describe("bad commands", () => {
  const cases: [string, string, unknown, string][] = [
    [
      "a song as text",
      "QUEUE_SONG",
      { song: "Hello" },
      "song: Invalid input: expected object, received string",
    ],
    ["no song", "QUEUE_SONG", {}, "song: Invalid input: expected object, received undefined"],
    [
      "a song with neither id",
      "QUEUE_SONG",
      { song: { title: "Hello" } },
      "song needs a db_id or an id",
    ],
    [
      "a negative db_id",
      "QUEUE_SONG",
      { song: { db_id: -1 } },
      "song.db_id: Too small: expected number to be >0",
    ],
    [
      "an unknown song",
      "QUEUE_SONG",
      { song: { db_id: 999_999 } },
      "That song is not in the catalogue",
    ],
    ["an unknown code", "PLAY_SONG", { song: { id: "ZZ99" } }, "That song is not in the catalogue"],
    [
      "a song already waiting",
      "QUEUE_SONG",
      { song: { id: "PH2" } },
      "That song is already in the queue",
    ],
    [
      "the song playing now",
      "QUEUE_SONG",
      { song: { id: "PH1" } },
      "That song is already in the queue",
    ],
    ["an index as text", "REMOVE_SONG", { index: "0" }, "index must be a number"],
    ["a negative index", "REMOVE_SONG", { index: -1 }, "index must be 0 or more"],
    ["a fractional index", "REMOVE_SONG", { index: 0.5 }, "index must be a whole number"],
    [
      "an index out of range",
      "REMOVE_SONG",
      { index: 2 },
      "There is no song at that position in the queue",
    ],
    [
      "a huge index",
      "REMOVE_SONG",
      { index: 1e12 },
      "There is no song at that position in the queue",
    ],
    ["NaN", "REMOVE_SONG", { index: Number.NaN }, "index must be a number"],
    [
      "a queue_id that does not match",
      "REMOVE_SONG",
      { index: 0, queue_id: "q999" },
      "The queue has changed: that song is no longer at that position",
    ],
    [
      "a queue_id of the wrong type",
      "REMOVE_SONG",
      { index: 0, queue_id: 5 },
      "queue_id must be text",
    ],
    ["the same from and to", "REORDER_QUEUE", { from: 1, to: 1 }, "from and to must be different"],
    [
      "a reorder out of range",
      "REORDER_QUEUE",
      { from: 0, to: 7 },
      "There is no song at that position in the queue",
    ],
    ["a reorder without to", "REORDER_QUEUE", { from: 0 }, "to must be a number"],
    // Only the session's screen (its screen token) reports on the video; a phone is refused.
    ["a phone's song end", "SONG_ENDED", { queue_id: "q1" }, ERRORS.notScreen.message],
    [
      "a phone's video error",
      "VIDEO_ERROR",
      { queue_id: "q1", code: 150 },
      ERRORS.notScreen.message,
    ],
    [
      "a payload that is an array",
      "PAUSE_PLAYBACK",
      [1, 2],
      "Invalid input: expected object, received array",
    ],
    [
      "an op_id too long",
      "SKIP_SONG",
      { op_id: "x".repeat(100) },
      "op_id: Too big: expected string to have <=64 characters",
    ],
    [
      "an oversized payload",
      "QUEUE_SONG",
      { song: { db_id: 1 }, pad: "x".repeat(20_000) },
      ERRORS.tooLarge.message,
    ],
    ["an unknown event", "DROP_TABLE", { sql: "1" }, "Unknown event: DROP_TABLE"],
    [
      "JOIN of an unknown session",
      "JOIN_SESSION",
      { code: "ZZZZZZ" },
      "Session not found or expired",
    ],
    [
      "JOIN with a code of the wrong type",
      "JOIN_SESSION",
      { code: 123456 },
      "code must be text of 6 characters from ABCDEFGHJKMNPQRSTUVWXYZ23456789 (a dash and spaces may separate them)",
    ],
    [
      "JOIN with a 33-character code",
      "JOIN_SESSION",
      { code: "A".repeat(33) },
      "code must be 6 characters from ABCDEFGHJKMNPQRSTUVWXYZ23456789 (a dash and spaces may separate them)",
    ],
  ];

  // Each case from its own phone, so that the flood limit of one socket is not what answers.
  it.each(cases)("%s → ERROR, nothing changed", async (_label, event, payload, message) => {
    const sender = await joinedPhone();
    const before = await state();
    const error = sender.next("ERROR");
    sender.emit(event, payload);
    // The message as before, with a code of the list beside it (and params, when it has numbers).
    const { params: _params, ...said } = await error;
    expect(said).toEqual({ message, code: expect.any(String) });
    expect(ERROR_CODES).toContain(said.code);
    expect(await state()).toEqual(before);
  });

  it.each([
    ["100 KB", 100 * 1024],
    ["500 KB", 500 * 1024],
  ])("answers a %s payload with ERROR and keeps the connection", async (_label, bytes) => {
    const sender = await joinedPhone();
    const before = await state();
    let dropped = false;
    sender.socket.once("disconnect", () => (dropped = true));
    const error = sender.next("ERROR");
    sender.emit("QUEUE_SONG", { song: { id: "PH9" }, pad: "x".repeat(bytes) });
    expect(await error).toEqual(ERRORS.tooLarge);
    expect(await state()).toEqual(before);
    expect(await sender.ack("PAUSE_PLAYBACK", {})).toEqual({ ok: true });
    expect(dropped).toBe(false);
  });

  it("drops a message above the transport limit with the connection, which comes back", async () => {
    const sender = await joinedPhone();
    const before = await state();
    const dropped = new Promise((resolve) => sender.socket.once("disconnect", resolve));
    sender.emit("QUEUE_SONG", { song: { id: "PH9" }, pad: "x".repeat(MAX_SOCKET_MESSAGE_BYTES) });
    await dropped;
    const rejoined = sender.next("SESSION_JOINED");
    // Back and joined again, with no ERROR for the lost message.
    await rejoined;
    expect(sender.received.some((e) => e.type === "ERROR")).toBe(false);
    expect(await state()).toEqual(before);
    expect(await sender.ack("PAUSE_PLAYBACK", {})).toEqual({ ok: true });
  });

  it("answers through an acknowledgement too, when the client asks for one", async () => {
    const phone = await joinedPhone();
    expect(await phone.ack("REMOVE_SONG", { index: 9 })).toEqual({
      ok: false,
      message: "There is no song at that position in the queue",
      code: "no_song_at_position",
    });
    expect(await phone.ack("SONG_EXPLODED", {})).toEqual({
      ok: false,
      message: "Unknown event: SONG_EXPLODED",
      code: "unknown_event",
      params: { event: "SONG_EXPLODED" },
    });
  });

  it("answers the acknowledgement too when the cloud itself fails", async () => {
    const phone = await joinedPhone();
    const { service } = server.services.sessions;
    const broken = vi.spyOn(service, "execute").mockRejectedValueOnce(new Error("disk on fire"));
    const error = phone.next("ERROR");
    const answer = await phone.ack("CLEAR_QUEUE", {}).finally(() => broken.mockRestore());
    expect(answer).toEqual({ ok: false, ...ERRORS.internal });
    expect(await error).toEqual(ERRORS.internal);
  });

  it("sends the fresh state with a refusal caused by the queue moving on", async () => {
    const phone = await joinedPhone();
    const fresh = phone.next("SESSION_JOINED");
    phone.emit("REMOVE_SONG", { index: 0, queue_id: "q999" });
    expect(await fresh).toMatchObject({ code, queue: [{ id: "PH2" }, { id: "PH3" }] });
  });

  it("refuses commands before joining a session", async () => {
    const stranger = await connectDevice(server.url);
    const error = stranger.next("ERROR");
    stranger.emit("QUEUE_SONG", { song: { db_id: songId } });
    expect(await error).toEqual(ERRORS.notJoined);
    stranger.close();
  });

  it("refuses a handshake with a wrong device kind or an endless name", async () => {
    for (const query of [{ device: "toaster" }, { name: "x".repeat(1001) }]) {
      const socket = io(server.url, {
        path: SOCKET_PATH,
        query,
        transports: ["websocket"],
        reconnection: false,
        forceNew: true,
      });
      const error = await new Promise<Error>((resolve) => socket.once("connect_error", resolve));
      expect(error.message).toMatch(/^Invalid handshake: /);
      socket.close();
    }
  });

  it("refuses a flood from one socket but not a burst of a dozen", async () => {
    const flooder = await connectDevice(server.url);
    await flooder.join(code);
    const before = await state();
    const answers = await Promise.all(
      Array.from({ length: 60 }, () => flooder.ack("PAUSE_PLAYBACK", {})),
    );
    const refused = answers.filter((a) => !a.ok && a.message === ERRORS.tooFast.message);
    expect(answers.slice(0, 12).every((a) => a.ok)).toBe(true);
    expect(refused.length).toBeGreaterThan(30);
    // The other phones are not affected.
    expect((await (await joinedPhone()).ack("PAUSE_PLAYBACK", {})).ok).toBe(true);
    expect(await state()).toMatchObject({ queue: (before as { queue: unknown[] }).queue });
    flooder.close();
  });

  it("caps a queue at 500 songs", async () => {
    const many = await server.services.database.db
      .selectFrom("songs as s")
      .innerJoin("songbooks as b", "b.id", "s.songbook_id")
      .select("s.id")
      .where("b.prefix", "=", "MA")
      .orderBy("s.id")
      .execute();
    const fullCode = (
      (await server.request("/api/sessions", { method: "POST" })).body as { code: string }
    ).code;
    // One current song, then 500 waiting. Most go in through the service with nobody listening
    // (501 broadcasts of a growing 500-song queue to dozens of phones would test the network, not
    // the cap); the last 15 from phones, under the flood limit.
    const songs = many.slice(0, MAX_QUEUE_LENGTH + 1);
    const byService = songs.slice(0, songs.length - 15);
    for (const row of byService) {
      const outcome = await server.services.sessions.service.execute(fullCode, {
        type: "QUEUE_SONG",
        song: { db_id: row.id },
        addedBy: { name: "Filler", avatar: null },
      });
      expect(outcome.ok).toBe(true);
    }
    const phones = await Promise.all(
      [0, 1, 2].map(async () => {
        const device = await connectDevice(server.url);
        await device.join(fullCode);
        return device;
      }),
    );
    const bySockets = songs.slice(byService.length);
    const answers = await Promise.all(
      phones.map(async (device, p) => {
        const mine = [];
        for (const row of bySockets.slice(p * 5, p * 5 + 5)) {
          mine.push(await device.ack("QUEUE_SONG", { song: { db_id: row.id } }));
        }
        return mine;
      }),
    );
    expect(answers.flat().filter((a) => !a.ok)).toEqual([]);
    const error = phones[0]!.next("ERROR");
    phones[0]!.emit("QUEUE_SONG", { song: { db_id: many.at(-1)!.id } });
    expect(await error).toEqual({
      message: "The queue is full (500 songs)",
      code: "queue_full",
      params: { max: 500 },
    });
    const full = (await server.request(`/api/sessions/${fullCode}`)).body as { queue: unknown[] };
    expect(full.queue).toHaveLength(MAX_QUEUE_LENGTH);
    for (const device of phones) device.close();
  }, 60_000);

  it("caps a session at 50 devices; a device already in may join again", async () => {
    const capCode = (
      (await server.request("/api/sessions", { method: "POST" })).body as { code: string }
    ).code;
    const devices: Device[] = [];
    for (let i = 0; i < MAX_DEVICES_PER_SESSION; i += 1) {
      const device = await connectDevice(server.url, { device_id: `cap-${i}` });
      await device.join(capCode);
      devices.push(device);
    }
    const extra = await connectDevice(server.url, { device_id: "cap-extra" });
    const error = extra.next("ERROR");
    extra.emit("JOIN_SESSION", { code: capCode });
    expect(await error).toEqual(ERRORS.full);
    // A second tab of a device that is already in counts as the same device.
    const secondTab = await connectDevice(server.url, { device_id: "cap-0" });
    expect((await secondTab.join(capCode)).device_count).toBe(MAX_DEVICES_PER_SESSION);
    for (const device of [...devices, extra, secondTab]) device.close();
  }, 60_000);

  it("holds the cap when 60 devices join at once: 50 in, 10 told it is full", async () => {
    const capCode = (
      (await server.request("/api/sessions", { method: "POST" })).body as { code: string }
    ).code;
    const devices = await Promise.all(
      Array.from({ length: 60 }, (_, i) => connectDevice(server.url, { device_id: `rush-${i}` })),
    );
    // Counting devices takes a round trip to every instance when several share the sessions: the
    // answer is a moment old when it arrives. Here too, so that joins overlap as they do there.
    const { presence } = server.services.sessions;
    const countNow = presence.members.bind(presence);
    const slowCount = vi.spyOn(presence, "members").mockImplementation(async (code) => {
      const ids = await countNow(code);
      await new Promise((resolve) => setTimeout(resolve, 5));
      return ids;
    });
    const answers = await Promise.all(
      devices.map((device) => {
        const answer = Promise.race([
          device.next("SESSION_JOINED").then(() => "joined"),
          device.next("ERROR").then(({ message }) => message),
        ]);
        device.emit("JOIN_SESSION", { code: capCode });
        return answer;
      }),
    ).finally(() => slowCount.mockRestore());
    expect(answers.filter((answer) => answer === "joined")).toHaveLength(MAX_DEVICES_PER_SESSION);
    expect(answers.filter((answer) => answer === ERRORS.full.message)).toHaveLength(10);
    expect((await server.request(`/api/sessions/${capCode}`)).body).toMatchObject({
      device_count: MAX_DEVICES_PER_SESSION,
    });
    for (const device of devices) device.close();
  }, 60_000);
});
