// Screen presence (docs/protocol.md#screen-presence): a phone knows whether the party's TV is
// there when it joins, and hears when the TV goes away and comes back.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  connectDevice,
  connectScreen,
  WAIT_MS,
  type Device,
  type NewParty,
} from "../test-support/socket-device.js";
import { startTestServer, type TestServer } from "../test-support/test-server.js";

let server: TestServer;
const opened: Device[] = [];

beforeAll(async () => {
  server = await startTestServer();
});

afterAll(async () => {
  for (const device of opened) device.close();
  await server.close();
});

async function device(options: Parameters<typeof connectDevice>[1] = {}): Promise<Device> {
  const connected = await connectDevice(server.url, options);
  opened.push(connected);
  return connected;
}

async function newParty(): Promise<{ screen: Device; party: NewParty }> {
  const made = await connectScreen(server.url);
  opened.push(made.screen);
  return made;
}

/** Another socket of the party's screen (a second tab of the TV app, or the TV coming back). */
async function screenAgain(party: NewParty): Promise<Device> {
  const again = await device({ device: "screen" });
  await again.join(party.code, { screen_token: party.screen_token });
  return again;
}

/** Waits a while and answers whether an event of that type arrived meanwhile. */
async function heard(phone: Device, type: "SCREEN_LEFT" | "SCREEN_JOINED", ms = 500) {
  const from = phone.received.length;
  await new Promise((resolve) => setTimeout(resolve, ms));
  return phone.received.slice(from).some((e) => e.type === type);
}

describe("the party's screen", () => {
  it("is said to be there when a phone joins while the TV is connected", async () => {
    const { party } = await newParty();
    const phone = await device();
    const joined = await phone.join(party.code, { token: party.join_token });
    expect(joined.screen_connected).toBe(true);
  });

  it("is heard leaving by every phone, and a phone joining then is told it is not there", async () => {
    const { screen, party } = await newParty();
    const phone = await device();
    await phone.join(party.code, { token: party.join_token });
    const left = phone.next("SCREEN_LEFT");
    screen.close();
    expect(await left).toEqual({});

    const late = await device();
    expect((await late.join(party.code, { token: party.join_token })).screen_connected).toBe(false);
  });

  it("is heard coming back by every phone", async () => {
    const { screen, party } = await newParty();
    const phone = await device();
    await phone.join(party.code, { token: party.join_token });
    const left = phone.next("SCREEN_LEFT");
    screen.close();
    await left;

    const back = phone.next("SCREEN_JOINED");
    const tv = await screenAgain(party);
    expect(await back).toEqual({});
    expect(tv.last("SESSION_JOINED")?.screen_connected).toBe(true);
  });

  it("is not heard leaving while another screen of the party stays, nor joining while one is there", async () => {
    const { screen, party } = await newParty();
    const phone = await device();
    await phone.join(party.code, { token: party.join_token });
    const joinedAgain = heard(phone, "SCREEN_JOINED");
    const second = await screenAgain(party);
    expect(await joinedAgain).toBe(false);

    const leftEarly = heard(phone, "SCREEN_LEFT");
    screen.close();
    expect(await leftEarly).toBe(false);

    const left = phone.next("SCREEN_LEFT", () => true, WAIT_MS);
    second.close();
    await left;
  });

  it("is heard leaving when the TV's socket goes to another party", async () => {
    const { screen, party } = await newParty();
    const { party: other } = await newParty();
    const phone = await device();
    await phone.join(party.code, { token: party.join_token });
    const left = phone.next("SCREEN_LEFT");
    await screen.join(other.code, { screen_token: other.screen_token });
    await left;
  });

  it("is not said to be there by a phone that only calls itself a screen", async () => {
    const { screen, party } = await newParty();
    const left = (async () => {
      const phone = await device();
      await phone.join(party.code, { token: party.join_token });
      const gone = phone.next("SCREEN_LEFT");
      screen.close();
      await gone;
    })();
    await left;
    // `device: screen` without the screen token is a hint, not the party's screen.
    const pretender = await device({ device: "screen" });
    const joined = await pretender.join(party.code, { token: party.join_token });
    expect(joined.screen_connected).toBe(false);
  });
});
