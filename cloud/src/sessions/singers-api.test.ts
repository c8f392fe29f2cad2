// Singers (docs/protocol.md#singers): every queue item says who sings it, with a value of the
// cloud's own that is the same for one person's songs in one party, whatever name they give, and
// says nothing outside it. Two guests both called Sam are two singers; one account on two
// phones is one; the same phone in another party is someone new there.
import type { QueueItem } from "@encore/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SESSION_COOKIE } from "../accounts/auth-cookies.js";
import { signedInUser } from "../test-support/accounts-fixtures.js";
import { loadCatalogue, SAMPLE_CATALOGUE } from "../test-support/catalogue-fixtures.js";
import {
  connectDevice,
  connectScreen,
  type Device,
  type DeviceOptions,
  type NewParty,
} from "../test-support/socket-device.js";
import { startTestServer, type TestServer } from "../test-support/test-server.js";

let server: TestServer;
const opened: Device[] = [];
const songs = ["PH1", "PH2", "PH3", "PH4", "PH5", "PH6", "PH7", "RC1", "RC2", "RC3"];

beforeAll(async () => {
  server = await startTestServer({ TRUST_PROXY: "1" });
  await loadCatalogue(server.services.database.db, SAMPLE_CATALOGUE);
});

afterAll(async () => {
  for (const device of opened) device.close();
  await server.close();
});

async function newParty(): Promise<{ screen: Device; party: NewParty }> {
  const made = await connectScreen(server.url);
  opened.push(made.screen);
  return made;
}

/** A phone joined to the party by its QR code: its SESSION_JOINED, and the phone. */
async function phoneIn(party: NewParty, options: DeviceOptions) {
  const phone = await connectDevice(server.url, options);
  opened.push(phone);
  const joined = await phone.join(party.code, { token: party.join_token });
  return { phone, joined };
}

/** Queues the next song from `phone` and answers its queue item as the screen sees it. */
async function queueFrom(phone: Device, screen: Device): Promise<QueueItem> {
  const song = songs.shift()!;
  const seen = screen.next("SONG_QUEUED", ({ queue }) => queue.some((item) => item.id === song));
  const started = screen.next("SONG_STARTED", ({ song: current }) => current.id === song, 1000);
  started.catch(() => undefined); // the party's first song starts instead of waiting
  expect(await phone.ack("QUEUE_SONG", { song: { id: song } })).toEqual({ ok: true });
  const { queue } = await seen.catch(async () => ({ queue: [(await started).song] }));
  return queue.find((item) => item.id === song) ?? (await started).song;
}

describe("who sings a song", () => {
  it("tells two guests with one name apart, and gives each phone its own singer on joining", async () => {
    const { screen, party } = await newParty();
    const first = await phoneIn(party, { name: "Sam", device_id: "phone-of-first-sam" });
    const second = await phoneIn(party, { name: "Sam", device_id: "phone-of-second-sam" });
    const a = await queueFrom(first.phone, screen);
    const b = await queueFrom(second.phone, screen);
    const a2 = await queueFrom(first.phone, screen);

    expect(a.added_by_user.name).toBe("Sam");
    expect(b.added_by_user.name).toBe("Sam");
    expect(a.added_by_user.singer).toMatch(/^[\w-]{16}$/);
    expect(b.added_by_user.singer).not.toBe(a.added_by_user.singer);
    expect(a2.added_by_user.singer).toBe(a.added_by_user.singer);
    // Each phone is told its own, to mark its songs with.
    expect(first.joined.singer).toBe(a.added_by_user.singer);
    expect(second.joined.singer).toBe(b.added_by_user.singer);
    // Never the device id itself.
    expect(a.added_by_user.singer).not.toContain("phone-of-first-sam");
  });

  it("keeps a phone's singer when it rejoins, and gives it another in another party", async () => {
    const { party } = await newParty();
    const { party: other } = await newParty();
    const once = await phoneIn(party, { name: "Ana", device_id: "phone-of-ana" });
    once.phone.close();
    const again = await phoneIn(party, { name: "Ana B.", device_id: "phone-of-ana" });
    const elsewhere = await phoneIn(other, { name: "Ana", device_id: "phone-of-ana" });

    expect(again.joined.singer).toBe(once.joined.singer);
    expect(elsewhere.joined.singer).toMatch(/^[\w-]{16}$/);
    expect(elsewhere.joined.singer).not.toBe(once.joined.singer);
  });

  it("is one singer for an account on two phones, the one its first phone had as a guest", async () => {
    const { screen, party } = await newParty();
    const { browser } = await signedInUser(server, { name: "Real Ann" });
    const cookie = `${SESSION_COOKIE}=${browser.cookies.get(SESSION_COOKIE)}`;
    const asGuest = await phoneIn(party, { name: "Ann", device_id: "phone-a" });
    const phoneA = await phoneIn(party, { device_id: "phone-a", headers: { cookie } });
    const phoneB = await phoneIn(party, { device_id: "phone-b", headers: { cookie } });

    expect(phoneA.joined.singer).toBe(phoneB.joined.singer);
    // Signing in keeps the guest's singer (singer-identities-api.test.ts).
    expect(phoneA.joined.singer).toBe(asGuest.joined.singer);
    const fromB = await queueFrom(phoneB.phone, screen);
    expect(fromB.added_by_user).toMatchObject({ name: "Real Ann", singer: phoneA.joined.singer });
  });
});
