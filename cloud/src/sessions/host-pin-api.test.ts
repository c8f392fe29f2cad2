// The host PIN against a script (docs/security.md, "The host PIN"), over real sockets: a burst of
// tries is counted before any is checked, a script that changes its device_id is still counted by
// its address, and a party that has seen too many wrong PINs gets a new one, told to its screen.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MESSAGES } from "./session-machine.js";
import { ERRORS } from "./socket/socket-errors.js";
import {
  connectDevice,
  connectScreen,
  type Device,
  type NewParty,
} from "../test-support/socket-device.js";
import { startTestServer, type TestServer } from "../test-support/test-server.js";

let server: TestServer;
const opened: Device[] = [];
let addresses = 0;

beforeAll(async () => {
  server = await startTestServer({ TRUST_PROXY: "1" });
});

afterAll(async () => {
  for (const device of opened) device.close();
  await server.close();
});

/** A client address of its own (TRUST_PROXY: the proxy's X-Forwarded-For is believed). */
const newAddress = () => {
  addresses += 1;
  return `198.51.${Math.floor(addresses / 250)}.${addresses % 250}`;
};

async function newParty(): Promise<{ screen: Device; party: NewParty; pin: string }> {
  const made = await connectScreen(server.url, {
    headers: { "X-Forwarded-For": newAddress() },
  });
  opened.push(made.screen);
  return { ...made, pin: made.screen.last("SESSION_JOINED")!.host_pin! };
}

async function phoneIn(party: NewParty, id: string, address = newAddress()): Promise<Device> {
  const phone = await connectDevice(server.url, {
    name: id,
    device_id: id,
    headers: { "X-Forwarded-For": address },
  });
  opened.push(phone);
  await phone.join(party.code, { token: party.join_token });
  return phone;
}

const wrongFor = (pin: string) => (pin === "0000" ? "1111" : "0000");
const wrongPin = { ok: false, ...MESSAGES.wrongPin };

describe("the host PIN against a script", () => {
  it("counts a burst of twenty tries from one phone before checking any: five are checked", async () => {
    const { party, pin } = await newParty();
    const script = await phoneIn(party, "burst");
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => script.ack("HOST_UNLOCK", { pin: wrongFor(pin) })),
    );
    const codes = answers.map((answer) => (answer as { code?: string }).code);
    expect(codes.filter((code) => code === "wrong_pin")).toHaveLength(5);
    // The rest are refused unchecked: by the PIN limit, or by the socket's command rate once the
    // first refusals cost it theirs.
    expect(codes.filter((code) => code === "too_many_pins").length).toBeGreaterThan(0);
    expect(
      codes.every((code) => ["wrong_pin", "too_many_pins", "too_many_commands"].includes(code!)),
    ).toBe(true);
  });

  it("counts a script that changes its device_id every five tries by its address", async () => {
    const { screen, party } = await newParty();
    const address = newAddress();
    let pin = screen.last("SESSION_JOINED")!.host_pin!;
    for (let round = 0; round < 4; round += 1) {
      const script = await phoneIn(party, `script-${round}`, address);
      for (let i = 0; i < 5; i += 1) {
        const renewed = screen.next("HOST_PIN_RENEWED", undefined, 2000);
        renewed.catch(() => undefined);
        expect(await script.ack("HOST_UNLOCK", { pin: wrongFor(pin) })).toEqual(wrongPin);
        // Every tenth wrong PIN of the party renews it: the script aims at the new one.
        if ((round * 5 + i + 1) % 10 === 0) pin = (await renewed).host_pin;
      }
    }
    // Twenty wrong from this address: a fifth device_id is refused, the right PIN too.
    const fifth = await phoneIn(party, "script-4", address);
    expect(await fifth.ack("HOST_UNLOCK", { pin })).toEqual({
      ok: false,
      ...ERRORS.tooManyPins(10 * 60_000),
    });
    // A phone elsewhere is not held back.
    const host = await phoneIn(party, "real-host");
    expect(await host.ack("HOST_UNLOCK", { pin })).toEqual({ ok: true });
  });

  it("renews the party's PIN after ten wrong ones: the screen is told, hosts stay hosts", async () => {
    const { screen, party, pin } = await newParty();
    const host = await phoneIn(party, "granted-before");
    expect(await host.ack("HOST_UNLOCK", { pin })).toEqual({ ok: true });

    const renewed = screen.next("HOST_PIN_RENEWED");
    // Two scripts from two addresses, five each: neither hits its own limit.
    for (const id of ["first-script", "second-script"]) {
      const script = await phoneIn(party, id);
      for (let i = 0; i < 5; i += 1)
        expect(await script.ack("HOST_UNLOCK", { pin: wrongFor(pin) })).toEqual(wrongPin);
    }
    const { host_pin: fresh } = await renewed;
    expect(fresh).toMatch(/^\d{4}$/);
    // Only the screen hears of it.
    expect(host.received.some((event) => event.type === "HOST_PIN_RENEWED")).toBe(false);

    const guest = await phoneIn(party, "late-guest");
    if (fresh !== pin) expect(await guest.ack("HOST_UNLOCK", { pin })).toEqual(wrongPin);
    expect(await guest.ack("HOST_UNLOCK", { pin: fresh })).toEqual({ ok: true });
    // The screen joining again is given the new PIN; the earlier host is still the host.
    const again = await screen.join(party.code, { screen_token: party.screen_token });
    expect(again.host_pin).toBe(fresh);
    expect((await host.join(party.code, { token: party.join_token })).is_host).toBe(true);
  });
});
