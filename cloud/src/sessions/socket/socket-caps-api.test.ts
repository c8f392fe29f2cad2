// Crowding a session, as an attacker would: many sockets reusing a device_id already joined
// (devices are counted by the id each chooses), and more sockets than a party has phones; and
// crowding the cloud: more sockets from one address than a party behind one router ever opens.
import {
  MAX_DEVICES_PER_SESSION,
  MAX_SOCKETS_PER_DEVICE,
  MAX_SOCKETS_PER_SESSION,
  NOT_JOINED,
} from "@encore/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MAX_SOCKETS_PER_ADDRESS } from "./handshake.js";
import { ERRORS } from "./socket-errors.js";
import { connectDevice, type Device } from "../../test-support/socket-device.js";
import { startTestServer, type TestServer } from "../../test-support/test-server.js";

let server: TestServer;
const opened: Device[] = [];

beforeAll(async () => {
  server = await startTestServer();
});

afterAll(async () => {
  for (const device of opened) device.close();
  await server.close();
});

async function newSession(): Promise<string> {
  return ((await server.request("/api/sessions", { method: "POST" })).body as { code: string })
    .code;
}

async function phone(deviceId: string): Promise<Device> {
  const device = await connectDevice(server.url, { device_id: deviceId });
  opened.push(device);
  return device;
}

async function tryJoin(device: Device, code: string): Promise<string> {
  const answer = await device.ack("JOIN_SESSION", { code });
  return answer.ok ? "joined" : (answer.message ?? "?");
}

describe("sockets per session", () => {
  it("lets only a few sockets reuse a joined device_id; the rest cannot send commands", async () => {
    const code = await newSession();
    const owner = await phone("victim-phone");
    await owner.join(code);
    const reusers = await Promise.all(Array.from({ length: 30 }, () => phone("victim-phone")));
    const answers = await Promise.all(reusers.map((device) => tryJoin(device, code)));
    expect(answers.filter((a) => a === "joined")).toHaveLength(MAX_SOCKETS_PER_DEVICE - 1);
    expect(answers.filter((a) => a === ERRORS.deviceBusy.message)).toHaveLength(
      30 - (MAX_SOCKETS_PER_DEVICE - 1),
    );
    const refused = reusers.filter((_, i) => answers[i] !== "joined");
    for (const device of refused.slice(0, 5)) {
      expect(await device.ack("CLEAR_QUEUE", {})).toEqual({
        ok: false,
        message: NOT_JOINED,
        code: "not_joined",
      });
    }
    // Still one device for the party.
    expect((await server.request(`/api/sessions/${code}`)).body).toMatchObject({ device_count: 1 });
    // Joining again the session a socket is already in takes no new place.
    expect(await tryJoin(owner, code)).toBe("joined");
  }, 30_000);

  it(`caps a session at ${MAX_SOCKETS_PER_SESSION} sockets, whatever ids they give`, async () => {
    const code = await newSession();
    const perDevice = MAX_SOCKETS_PER_SESSION / MAX_DEVICES_PER_SESSION;
    const devices = await Promise.all(
      Array.from({ length: MAX_SOCKETS_PER_SESSION }, (_, i) => phone(`crowd-${i % 50}`)),
    );
    for (let i = 0; i < devices.length; i += perDevice) {
      const answers = await Promise.all(
        devices.slice(i, i + perDevice).map((device) => tryJoin(device, code)),
      );
      expect(answers).toEqual(Array(perDevice).fill("joined"));
    }
    // Full of sockets: a device already in gets no more, and a new one no place either way.
    expect(await tryJoin(await phone("crowd-0"), code)).toBe(ERRORS.socketsFull.message);
    expect(await tryJoin(await phone("crowd-new"), code)).toBe(ERRORS.full.message);
    expect((await server.request(`/api/sessions/${code}`)).body).toMatchObject({
      device_count: MAX_DEVICES_PER_SESSION,
    });
    // A socket that leaves frees its place.
    const left = devices[0]!;
    left.socket.disconnect();
    const next = await phone("crowd-0");
    let answer = "";
    for (let tries = 0; tries < 50 && answer !== "joined"; tries += 1) {
      answer = await tryJoin(next, code);
      if (answer !== "joined") await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(answer).toBe("joined");
  }, 60_000);
});

describe("sockets per address", () => {
  it(`refuses a connection past ${MAX_SOCKETS_PER_ADDRESS} from one address, with a clear message`, async () => {
    // Behind the trusted proxy, each client's address is the one it forwards.
    const proxied = await startTestServer({ TRUST_PROXY: "1" });
    const from = (address: string) =>
      connectDevice(proxied.url, { headers: { "x-forwarded-for": address } });
    const crowd: Device[] = [];
    try {
      for (let i = 0; i < MAX_SOCKETS_PER_ADDRESS; i += 10)
        crowd.push(...(await Promise.all(Array.from({ length: 10 }, () => from("203.0.113.7")))));
      expect(crowd.every((device) => device.socket.connected)).toBe(true);
      await expect(from("203.0.113.7")).rejects.toThrow(
        ERRORS.addressBusy(MAX_SOCKETS_PER_ADDRESS).message,
      );
      // Another address is not crowded out, and a socket that closes frees its place.
      const neighbour = await from("203.0.113.8");
      crowd.push(neighbour);
      const code = (
        (await proxied.request("/api/sessions", { method: "POST" })).body as {
          code: string;
        }
      ).code;
      expect((await neighbour.join(code)).code).toBe(code);
      crowd[0]!.close();
      let again: Device | null = null;
      for (let tries = 0; tries < 50 && again === null; tries += 1) {
        again = await from("203.0.113.7").catch(async () => {
          await new Promise((resolve) => setTimeout(resolve, 20));
          return null;
        });
      }
      expect(again?.socket.connected).toBe(true);
      if (again) crowd.push(again);
    } finally {
      for (const device of crowd) device.close();
      await proxied.close();
    }
  }, 60_000);
});
