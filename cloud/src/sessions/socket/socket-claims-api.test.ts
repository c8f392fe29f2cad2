// Who a socket says it is, as a forger would send it: any name, any picture URL, someone else's
// cookie, `device=screen`. The party sees a signed-in user's account name and picture (Google's
// host only), and a guest's cleaned name with no picture. Only a socket that joined with the
// session's screen token is its screen, and its reports name the song it plays (docs/security.md,
// "A screen is a screen because the cloud says so", "A hostile screen is contained").
import { GUEST_NAME, MAX_DISPLAY_NAME_LENGTH, type QueueItem } from "@encore/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SESSION_COOKIE } from "../../accounts/auth-cookies.js";
import { signedInUser } from "../../test-support/accounts-fixtures.js";
import { loadCatalogue, SAMPLE_CATALOGUE } from "../../test-support/catalogue-fixtures.js";
import {
  connectDevice,
  connectScreen,
  type Device,
  type DeviceOptions,
} from "../../test-support/socket-device.js";
import { startTestServer, type TestServer } from "../../test-support/test-server.js";
import { MESSAGES } from "../session-machine.js";
import { ERRORS } from "./socket-errors.js";

const GOOGLE_PICTURE = "https://lh3.googleusercontent.com/a/ACg8ocJtest=s96-c";
const PIXEL = "https://tracker.example/pixel.gif";

let server: TestServer;
let screen: Device;
const opened: Device[] = [];
const songs = ["PH1", "PH2", "PH3", "PH4", "PH5", "PH6", "PH7", "RC1", "RC2", "RC3"];

beforeAll(async () => {
  server = await startTestServer({ TRUST_PROXY: "1" });
  await loadCatalogue(server.services.database.db, SAMPLE_CATALOGUE);
  const code = (
    (await server.request("/api/sessions", { method: "POST" })).body as { code: string }
  ).code;
  screen = await connectDevice(server.url, { device: "screen" });
  await screen.join(code);
});

afterAll(async () => {
  for (const device of [screen, ...opened]) device?.close();
  await server.close();
});

/** Connects with these claims, queues a song, and answers the name and picture the party sees. */
async function addedBy(
  options: DeviceOptions,
): Promise<Omit<QueueItem["added_by_user"], "singer">> {
  const phone = await connectDevice(server.url, options);
  opened.push(phone);
  await phone.join(screen.last("SESSION_JOINED")!.code);
  const song = songs.shift()!;
  const seen = screen.next("SONG_QUEUED", ({ queue }) => queue.some((item) => item.id === song));
  const started = screen.next("SONG_STARTED", ({ song: current }) => current.id === song, 1000);
  started.catch(() => undefined); // the first song starts instead of waiting in the queue
  expect(await phone.ack("QUEUE_SONG", { song: { id: song } })).toEqual({ ok: true });
  const { queue } = await seen;
  const item = queue.find((i) => i.id === song) ?? (await started).song;
  // Who sings it is the cloud's own opaque value (singers-api.test.ts), never a claim.
  const { singer, ...shown } = item.added_by_user;
  expect(singer).toMatch(/^[\w-]{16}$/);
  return shown;
}

async function cookieOf(fields: { name: string; picture: string | null }): Promise<string> {
  const { user, browser } = await signedInUser(server, { name: fields.name });
  await server.services.database.db
    .updateTable("users")
    .set({ picture_url: fields.picture })
    .where("id", "=", user.id)
    .execute();
  return `${SESSION_COOKIE}=${browser.cookies.get(SESSION_COOKIE)}`;
}

describe("claims a socket makes", () => {
  it("gives a guest no picture, whatever URL it sends", async () => {
    expect(await addedBy({ name: "Mallory", picture_url: PIXEL })).toEqual({
      name: "Mallory",
      avatar: null,
    });
  });

  it("cleans a guest's name: control characters out, capped, blank is Guest", async () => {
    expect(await addedBy({ name: "\u202Eyrolla\u202C\u0000M\nal\u001b" })).toEqual({
      name: "yrolla M al",
      avatar: null,
    });
    // Every direction control, the Arabic letter mark and the isolates too (docs/security.md).
    expect(await addedBy({ name: "\u061CAna\u2067 \u200FBell\u2069" })).toEqual({
      name: "Ana Bell",
      avatar: null,
    });
    const long = await addedBy({ name: "W".repeat(500) });
    expect(long.name).toBe("W".repeat(MAX_DISPLAY_NAME_LENGTH));
    expect(await addedBy({ name: " \u0007\t " })).toEqual({ name: GUEST_NAME, avatar: null });
  });

  it("takes a signed-in user's name and picture from the account, not the query", async () => {
    const cookie = await cookieOf({ name: "Real Ann", picture: GOOGLE_PICTURE });
    expect(await addedBy({ name: "Admin", picture_url: PIXEL, headers: { cookie } })).toEqual({
      name: "Real Ann",
      avatar: GOOGLE_PICTURE,
    });
  });

  it("shows an account's picture only from Google's avatar host", async () => {
    const cookie = await cookieOf({ name: "Bob", picture: PIXEL });
    expect(await addedBy({ headers: { cookie } })).toEqual({ name: "Bob", avatar: null });
  });

  it("treats a forged or revoked login cookie as a guest", async () => {
    const forged = `${SESSION_COOKIE}=abc.def`;
    expect(await addedBy({ name: "Eve", headers: { cookie: forged } })).toEqual({
      name: "Eve",
      avatar: null,
    });
  });
});

const from = (address: string) => ({ headers: { "x-forwarded-for": address } });

/** How many songs the catalogue shows (hidden ones are left out). */
async function shownSongs(): Promise<number> {
  return ((await server.request("/api/songs?limit=1")).body as { total: number }).total;
}

async function currentSong(code: string): Promise<string | undefined> {
  const body = (await server.request(`/api/sessions/${code}`)).body as {
    current_song: { queue_id: string } | null;
  };
  return body.current_song?.queue_id;
}

/** Starts a song now from `by`, as seen by `watcher`; answers its queue item. */
async function playNow(by: Device, watcher: Device, id: string) {
  const started = watcher.next("SONG_STARTED", ({ song }) => song.id === id);
  expect(await by.ack("PLAY_SONG", { song: { id } })).toEqual({ ok: true });
  return (await started).song;
}

describe("a screen is a screen because the cloud says so", () => {
  it("refuses the attack: sockets claiming device=screen report VIDEO_ERROR and hide nothing", async () => {
    const before = await shownSongs();
    const { screen: tv, party } = await connectScreen(server.url, from("203.0.113.10"));
    opened.push(tv);
    const liars: Device[] = [];
    for (const [i, address] of ["203.0.113.11", "203.0.113.12"].entries()) {
      const liar = await connectDevice(server.url, {
        device: "screen",
        device_id: `tv-${i}`,
        ...from(address),
      });
      opened.push(liar);
      // A made-up screen token proves nothing: the join is a typed code's.
      await liar.join(party.code, { screen_token: "A".repeat(22) });
      liars.push(liar);
    }
    const refused = { ok: false, ...ERRORS.notScreen };
    for (const id of ["PH1", "PH2", "PH3", "RC1", "RC2"]) {
      const song = await playNow(liars[0]!, tv, id);
      for (const liar of liars) {
        expect(await liar.ack("VIDEO_ERROR", { queue_id: song.queue_id, code: 150 })).toEqual(
          refused,
        );
        expect(await liar.ack("SONG_ENDED", { queue_id: song.queue_id })).toEqual(refused);
      }
      // Nothing changed: the song still plays.
      expect(await currentSong(party.code)).toBe(song.queue_id);
    }
    expect(liars[0]!.last("ERROR")).toEqual(ERRORS.notScreen);
    expect(await shownSongs()).toBe(before);
  });

  it("hides nothing for screens of parties of their own on one address, however many songs", async () => {
    const before = await shownSongs();
    const screens: Device[] = [];
    for (const name of ["own-a", "own-b"]) {
      const screen = await connectDevice(server.url, {
        device: "screen",
        device_id: name,
        ...from("203.0.113.20"),
      });
      opened.push(screen);
      // The device that creates a party is its screen (it holds the screen token).
      expect(await screen.ack("CREATE_SESSION", {})).toEqual({ ok: true });
      screens.push(screen);
    }
    for (const id of ["PH4", "PH5", "PH6", "RC3", "RC4"]) {
      for (const screen of screens) {
        const song = await playNow(screen, screen, id);
        expect(await screen.ack("VIDEO_ERROR", { queue_id: song.queue_id, code: 150 })).toEqual({
          ok: true,
        });
      }
    }
    expect(await shownSongs()).toBe(before);
  });
});

describe("a hostile screen is contained", () => {
  it("must name the song playing, once: no queue_id, another song's or a second report are refused", async () => {
    // The handshake's device is a hint: a socket that says "remote" and has the token is the screen.
    const { screen: tv, party } = await connectScreen(server.url, {
      device: "remote",
      ...from("203.0.113.30"),
    });
    opened.push(tv);
    const current = await playNow(tv, tv, "PH1");
    const queued = tv.next("SONG_QUEUED");
    expect(await tv.ack("QUEUE_SONG", { song: { id: "PH2" } })).toEqual({ ok: true });
    const waiting = (await queued).queue[0]!;
    const state = async () => (await server.request(`/api/sessions/${party.code}`)).body;
    const before = await state();

    const required = { ok: false, ...ERRORS.queueIdRequired };
    expect(await tv.ack("SONG_ENDED", {})).toEqual(required);
    expect(await tv.ack("VIDEO_ERROR", { code: 150 })).toEqual(required);
    const stale = { ok: false, ...MESSAGES.staleEnd };
    expect(await tv.ack("SONG_ENDED", { queue_id: waiting.queue_id })).toEqual(stale);
    expect(await tv.ack("VIDEO_ERROR", { queue_id: waiting.queue_id, code: 150 })).toEqual(stale);
    expect(await state()).toEqual(before);

    // One report per song: the first ends it; a second is refused and skips nothing.
    const next = tv.next("SONG_STARTED", () => true, 10_000);
    expect(await tv.ack("VIDEO_ERROR", { queue_id: current.queue_id, code: 150 })).toEqual({
      ok: true,
    });
    expect(await tv.ack("VIDEO_ERROR", { queue_id: current.queue_id, code: 150 })).toEqual(stale);
    expect(await tv.ack("SONG_ENDED", { queue_id: current.queue_id })).toEqual(stale);
    expect((await next).song.queue_id).toBe(waiting.queue_id);
    expect(await currentSong(party.code)).toBe(waiting.queue_id);
  });
});
