// Singer identities against a script and across sign-in (docs/security.md, "Singer identities";
// docs/protocol.md#singers), over real sockets: the cloud issues a party's singers and keeps which
// device and account each one is. A guest who changes device_id at every join is limited in new
// singers; a guest who signs in keeps their singer, songs and host role; a second phone of the
// account brings its songs to the account's singer; signing out keeps the singer.
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
import { DEFAULT_SINGER_LIMITS } from "./socket/singer-limits.js";

let server: TestServer;
const opened: Device[] = [];
let addresses = 0;

beforeAll(async () => {
  server = await startTestServer({ TRUST_PROXY: "1" });
  await loadCatalogue(server.services.database.db, SAMPLE_CATALOGUE);
});

afterAll(async () => {
  for (const device of opened) device.close();
  await server.close();
});

const newAddress = () => {
  addresses += 1;
  return `203.0.113.${addresses}`;
};

async function newParty(): Promise<{ screen: Device; party: NewParty; pin: string }> {
  const made = await connectScreen(server.url, { headers: { "X-Forwarded-For": newAddress() } });
  opened.push(made.screen);
  return { ...made, pin: made.screen.last("SESSION_JOINED")!.host_pin! };
}

async function phoneIn(party: NewParty, options: DeviceOptions & { address?: string }) {
  const { address = newAddress(), headers, ...rest } = options;
  const phone = await connectDevice(server.url, {
    ...rest,
    headers: { "X-Forwarded-For": address, ...headers },
  });
  opened.push(phone);
  const joined = phone.next("SESSION_JOINED");
  const answer = await phone.ack("JOIN_SESSION", { code: party.code, token: party.join_token });
  return { phone, answer, joined: answer.ok ? await joined : null };
}

async function cookieOf(name: string): Promise<string> {
  const { browser } = await signedInUser(server, { name });
  return `${SESSION_COOKIE}=${browser.cookies.get(SESSION_COOKIE)}`;
}

const waitingOf = (queue: QueueItem[], singer: string | undefined) =>
  queue.filter((item) => item.added_by_user.singer === singer).map((item) => item.id);

describe("singers the cloud issues", () => {
  it("limits the new singers one address makes: a script changing device_id is refused", async () => {
    const { party } = await newParty();
    const address = newAddress();
    const singers = new Set<string>();
    // Each identity left once it has its singer: the party's cap on devices does not stop it.
    for (let i = 0; i < DEFAULT_SINGER_LIMITS.perAddress.points; i += 1) {
      const { phone, joined } = await phoneIn(party, { device_id: `script-${i}`, address });
      singers.add(joined!.singer!);
      phone.close();
    }
    expect(singers.size).toBe(DEFAULT_SINGER_LIMITS.perAddress.points);
    const refused = await phoneIn(party, { device_id: "script-one-more", address });
    expect(refused.answer).toMatchObject({ ok: false, code: "too_many_singers" });
    expect(refused.joined).toBeNull();
    // A device the party knows joins again from there; a guest elsewhere joins.
    expect((await phoneIn(party, { device_id: "script-0", address })).answer).toEqual({ ok: true });
    expect((await phoneIn(party, { device_id: "elsewhere" })).answer).toEqual({ ok: true });
  });

  it("keeps a guest's singer, songs and host role when they sign in, and when they sign out", async () => {
    const { screen, party, pin } = await newParty();
    const guest = await phoneIn(party, { name: "Mia", device_id: "mia-phone" });
    const singer = guest.joined!.singer!;
    expect(await guest.phone.ack("HOST_UNLOCK", { pin })).toEqual({ ok: true });
    expect(await screen.ack("QUEUE_SONG", { song: { id: "PH1" } })).toEqual({ ok: true });
    expect(await guest.phone.ack("QUEUE_SONG", { song: { id: "PH2" } })).toEqual({ ok: true });
    const versionBefore = guest.joined!.version;
    guest.phone.close();

    // Signing in reconnects with the login cookie.
    const cookie = await cookieOf("Mia Real");
    const signedIn = await phoneIn(party, { device_id: "mia-phone", headers: { cookie } });
    expect(signedIn.joined!.singer).toBe(singer);
    expect(signedIn.joined!.is_host).toBe(true);
    expect(waitingOf(signedIn.joined!.queue, singer)).toEqual(["PH2"]);
    expect(signedIn.joined!.version).toBeGreaterThan(versionBefore!);
    // Joining again as the same person writes nothing.
    const again = await phoneIn(party, { device_id: "mia-phone", headers: { cookie } });
    expect(again.joined!.version).toBe(signedIn.joined!.version);
    signedIn.phone.close();
    again.phone.close();

    const signedOut = await phoneIn(party, { device_id: "mia-phone" });
    expect(signedOut.joined!.singer).toBe(singer);
    expect(signedOut.joined!.is_host).toBe(true);
  });

  it("brings a second phone's songs and host role to its account's singer when it signs in", async () => {
    const { screen, party, pin } = await newParty();
    const cookie = await cookieOf("Leo");
    const first = await phoneIn(party, { device_id: "leo-first", headers: { cookie } });
    const account = first.joined!.singer!;
    expect(await screen.ack("QUEUE_SONG", { song: { id: "PH3" } })).toEqual({ ok: true });
    expect(await first.phone.ack("QUEUE_SONG", { song: { id: "PH4" } })).toEqual({ ok: true });

    const second = await phoneIn(party, { name: "Leo guest", device_id: "leo-second" });
    const guestSinger = second.joined!.singer!;
    expect(guestSinger).not.toBe(account);
    expect(await second.phone.ack("QUEUE_SONG", { song: { id: "PH5" } })).toEqual({ ok: true });
    expect(await second.phone.ack("HOST_UNLOCK", { pin })).toEqual({ ok: true });
    second.phone.close();

    const moved = screen.next("QUEUE_REORDERED");
    const signedIn = await phoneIn(party, { device_id: "leo-second", headers: { cookie } });
    expect(signedIn.joined!.singer).toBe(account);
    expect(signedIn.joined!.is_host).toBe(true);
    // Every device sees one singer with both songs.
    const { queue } = await moved;
    expect(waitingOf(queue, account)).toEqual(["PH4", "PH5"]);
    expect(waitingOf(queue, guestSinger)).toEqual([]);
    // The account's first phone is that host too: one person, one singer.
    const firstAgain = await phoneIn(party, { device_id: "leo-first", headers: { cookie } });
    expect(firstAgain.joined!.is_host).toBe(true);
  });
});
