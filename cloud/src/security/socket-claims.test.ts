// Who a socket says it is, as a forger would send it: any name, any picture URL, someone else's
// cookie. The party sees a signed-in user's account name and picture (Google's host only), and a
// guest's cleaned name with no picture.
import { GUEST_NAME, MAX_DISPLAY_NAME_LENGTH, type QueueItem } from "@encore/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SESSION_COOKIE } from "../accounts/auth-cookies.js";
import { signedInUser } from "../test-support/accounts-fixtures.js";
import { loadCatalogue, SAMPLE_CATALOGUE } from "../test-support/catalogue-fixtures.js";
import { connectDevice, type Device, type DeviceOptions } from "../test-support/socket-device.js";
import { startTestServer, type TestServer } from "../test-support/test-server.js";

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

/** Connects with these claims, queues a song, and answers who the party sees adding it. */
async function addedBy(options: DeviceOptions): Promise<QueueItem["added_by_user"]> {
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
  return item.added_by_user;
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
