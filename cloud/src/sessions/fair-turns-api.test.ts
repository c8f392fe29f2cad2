// Fair turns, the host and wait-time data over real sockets (docs/product.md#fair-turns,
// #the-host, #wait-times): every new message and every refusal, as phones and a screen send them.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadCatalogue, SAMPLE_CATALOGUE } from "../test-support/catalogue-fixtures.js";
import {
  connectDevice,
  connectScreen,
  eventually,
  type Device,
  type NewParty,
} from "../test-support/socket-device.js";
import { startTestServer, type TestServer } from "../test-support/test-server.js";
import { HOST_ONLY, MESSAGES } from "./session-machine.js";
import { ERRORS } from "./socket/socket-errors.js";

let server: TestServer;
const opened: Device[] = [];

beforeAll(async () => {
  server = await startTestServer();
  await loadCatalogue(server.services.database.db, SAMPLE_CATALOGUE);
});

afterAll(async () => {
  for (const device of opened) device.close();
  await server.close();
});

async function newParty(): Promise<{ screen: Device; party: NewParty; pin: string }> {
  const made = await connectScreen(server.url);
  opened.push(made.screen);
  const joined = made.screen.last("SESSION_JOINED")!;
  return { ...made, pin: joined.host_pin! };
}

async function phoneIn(party: NewParty, id: string): Promise<Device> {
  const phone = await connectDevice(server.url, { name: id, device_id: id });
  opened.push(phone);
  await phone.join(party.code, { token: party.join_token });
  return phone;
}

const titles = (queue: { title: string }[]) => queue.map((item) => item.title);

describe("fair turns", () => {
  it("rotate singers: A queues three, then B and C one each → A1 B1 C1 A2 A3", async () => {
    const { screen, party } = await newParty();
    // The TV's song plays first, so the five all wait.
    expect(await screen.ack("QUEUE_SONG", { song: { id: "RC5" } })).toEqual({ ok: true });
    const [a, b, c] = [
      await phoneIn(party, "a"),
      await phoneIn(party, "b"),
      await phoneIn(party, "c"),
    ];
    for (const [phone, id] of [
      [a, "PH1"],
      [a, "PH2"],
      [a, "PH3"],
      [b, "RC1"],
      [c, "RC2"],
    ] as const)
      expect(await phone.ack("QUEUE_SONG", { song: { id } })).toEqual({ ok: true });
    const shown = await eventually(
      () => screen.newest("SONG_QUEUED"),
      (event) => event?.queue.length === 5,
    );
    expect(titles(shown!.queue)).toEqual([
      "Hello", // A1
      "Bohemian Rhapsody", // B1
      "Don't Stop Me Now", // C1
      "Someone Like You", // A2
      "Halo", // A3
    ]);
  });
});

describe("the host", () => {
  it("is the screen, told the PIN; a phone is told neither", async () => {
    const { screen, party, pin } = await newParty();
    expect(pin).toMatch(/^\d{4}$/);
    expect(screen.last("SESSION_JOINED")).toMatchObject({
      is_host: true,
      settings: { fair_turns: true, host_controls: false, max_waiting_per_singer: 10 },
    });
    const phone = await phoneIn(party, "guest-1");
    const joined = phone.last("SESSION_JOINED")!;
    expect(joined.is_host).toBe(false);
    expect(joined).not.toHaveProperty("host_pin");
  });

  it("is a phone that gives the PIN: HOST_GRANTED, kept when it joins again, never the PIN", async () => {
    const { screen, party, pin } = await newParty();
    const phone = await phoneIn(party, "host-phone");
    const wrong = pin === "0000" ? "1111" : "0000";
    expect(await phone.ack("HOST_UNLOCK", { pin: wrong })).toEqual({
      ok: false,
      ...MESSAGES.wrongPin,
    });
    expect(await phone.ack("HOST_UNLOCK", { pin: "12a4" })).toMatchObject({ ok: false });
    const granted = phone.next("HOST_GRANTED");
    expect(await phone.ack("HOST_UNLOCK", { pin })).toEqual({ ok: true });
    await granted;
    const again = await phone.join(party.code, { token: party.join_token });
    expect(again.is_host).toBe(true);
    expect(again).not.toHaveProperty("host_pin");

    // Only a host changes the settings, and every device hears it.
    const guest = await phoneIn(party, "not-host");
    expect(await guest.ack("UPDATE_SETTINGS", { settings: { host_controls: true } })).toEqual({
      ok: false,
      ...MESSAGES.settingsHostOnly,
    });
    const heard = screen.next("SETTINGS_CHANGED");
    expect(await phone.ack("UPDATE_SETTINGS", { settings: { host_controls: true } })).toEqual({
      ok: true,
    });
    expect((await heard).settings).toEqual({
      fair_turns: true,
      host_controls: true,
      max_waiting_per_singer: 10,
    });
    expect(await phone.ack("UPDATE_SETTINGS", { settings: { loud: true } })).toMatchObject({
      ok: false,
    });
  });

  it("limits wrong PINs per device: the sixth try in ten minutes is refused, right or not", async () => {
    const { party, pin } = await newParty();
    const guesser = await phoneIn(party, "guesser");
    const wrong = pin === "0000" ? "1111" : "0000";
    for (let i = 0; i < 5; i += 1)
      expect(await guesser.ack("HOST_UNLOCK", { pin: wrong })).toMatchObject({ ok: false });
    // Each refusal also cost the socket four of its twenty commands per 4 s: once it may send
    // again, the right PIN is still refused, for the wrong ones.
    const answer = await eventually(
      () => guesser.ack("HOST_UNLOCK", { pin }),
      (ack) => ack.ok || ack.message !== ERRORS.tooFast.message,
      10_000,
    );
    expect(answer).toEqual({ ok: false, ...ERRORS.tooManyPins(10 * 60_000) });
    // Another phone is not held back.
    const other = await phoneIn(party, "other");
    expect(await other.ack("HOST_UNLOCK", { pin })).toEqual({ ok: true });
  });

  it("with host controls on, refuses a guest's skip with the reason, and lets the host skip", async () => {
    const { screen, party } = await newParty();
    const guest = await phoneIn(party, "guest-skip");
    expect(await screen.ack("UPDATE_SETTINGS", { settings: { host_controls: true } })).toEqual({
      ok: true,
    });
    expect(await guest.ack("QUEUE_SONG", { song: { id: "PH1" } })).toEqual({ ok: true });
    const error = guest.next("ERROR");
    expect(await guest.ack("SKIP_SONG", {})).toEqual({ ok: false, ...HOST_ONLY.SKIP_SONG });
    expect(await error).toEqual(HOST_ONLY.SKIP_SONG);
    expect(await guest.ack("PAUSE_PLAYBACK", {})).toEqual({ ok: true });
    expect(await screen.ack("SKIP_SONG", {})).toEqual({ ok: true });
  });

  it("refuses a singer's song past the limit with the limit said", async () => {
    const { screen, party } = await newParty();
    const phone = await phoneIn(party, "eager");
    await screen.ack("UPDATE_SETTINGS", { settings: { max_waiting_per_singer: 1 } });
    expect(await phone.ack("QUEUE_SONG", { song: { id: "PH1" } })).toEqual({ ok: true }); // plays
    expect(await phone.ack("QUEUE_SONG", { song: { id: "PH2" } })).toEqual({ ok: true });
    expect(await phone.ack("QUEUE_SONG", { song: { id: "PH3" } })).toEqual({
      ok: false,
      ...MESSAGES.tooManyWaiting(1),
    });
  });
});

describe("skip my turn, keep my place", () => {
  it("moves the phone's song behind the next singer's, on every device", async () => {
    const { screen, party } = await newParty();
    await screen.ack("QUEUE_SONG", { song: { id: "RC5" } });
    const ana = await phoneIn(party, "ana");
    const bo = await phoneIn(party, "bo");
    await ana.ack("QUEUE_SONG", { song: { id: "PH1" } });
    await bo.ack("QUEUE_SONG", { song: { id: "RC1" } });
    const queued = screen.newest("SONG_QUEUED")!;
    const anaSong = queued.queue.find((item) => item.title === "Hello")!;
    const boSong = queued.queue.find((item) => item.title === "Bohemian Rhapsody")!;
    expect(await ana.ack("DEFER_SONG", { queue_id: boSong.queue_id })).toEqual({
      ok: false,
      ...MESSAGES.deferOwnOnly,
    });
    const seen = bo.next("QUEUE_REORDERED");
    expect(await ana.ack("DEFER_SONG", { queue_id: anaSong.queue_id })).toEqual({ ok: true });
    expect(titles((await seen).queue)).toEqual(["Bohemian Rhapsody", "Hello"]);
    // Last now, behind nobody else's: it stays.
    expect(await ana.ack("DEFER_SONG", { queue_id: anaSong.queue_id })).toEqual({ ok: true });
    expect(await ana.ack("DEFER_SONG", {})).toMatchObject({ ok: false });
  });
});

describe("lengths and the clock", () => {
  it("takes a length from the screen only, once, for the party's deadline; joiners see what the others saw", async () => {
    const { screen, party } = await newParty();
    const phone = await phoneIn(party, "watcher");
    const started = screen.next("SONG_STARTED");
    await phone.ack("QUEUE_SONG", { song: { id: "PH7" } });
    const { song, started_at } = await started;
    expect(started_at).toEqual(expect.any(Number));
    expect(song.duration_s).toBeNull();
    const info = { queue_id: song.queue_id, duration_s: 201.4 };
    expect(await phone.ack("VIDEO_INFO", info)).toEqual({ ok: false, ...ERRORS.notScreen });
    expect(await screen.ack("VIDEO_INFO", { ...info, duration_s: 99_999 })).toMatchObject({
      ok: false,
    });
    expect(await screen.ack("VIDEO_INFO", info)).toEqual({ ok: true });
    expect(await screen.ack("VIDEO_INFO", info)).toEqual({
      ok: false,
      ...MESSAGES.lengthReported,
    });
    const joined = await phone.join(party.code, { token: party.join_token });
    // The length every device has counted with since the song started (docs/decisions.md, "One
    // wait on every device").
    expect(joined.current_song?.duration_s).toBeNull();
    expect(joined.started_at).toBe(started_at);
    // One party's screen does not set the catalogue's length (reported-lengths-api.test.ts).
    const row = await server.services.database.db
      .selectFrom("songs")
      .select("duration_s")
      .where("id", "=", song.db_id)
      .executeTakeFirstOrThrow();
    expect(row.duration_s).toBeNull();
  });
});
