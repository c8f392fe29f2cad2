// The party's screen on one instance and its phones on another (two instances sharing Redis and a
// database): a phone is told whether the TV is there, hears it leave and come back, and follows
// it to a new party (docs/protocol.md#screen-presence, docs/protocol.md#session-moved).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { connectDevice, connectScreen, type Device } from "../test-support/socket-device.js";
import { redisUnavailable, testRedisPrefix, TEST_REDIS_URL } from "../test-support/test-redis.js";
import { startTestServer, type TestServer } from "../test-support/test-server.js";

const skipReason = await redisUnavailable();
if (skipReason) console.log(`${skipReason}: the screen-across-instances tests are skipped`);

describe.skipIf(skipReason !== null)("a TV on one instance, phones on another", () => {
  let a: TestServer;
  let b: TestServer;
  const devices: Device[] = [];

  beforeAll(async () => {
    const redisKeyPrefix = testRedisPrefix();
    a = await startTestServer({ REDIS_URL: TEST_REDIS_URL }, undefined, { redisKeyPrefix });
    b = await startTestServer({ REDIS_URL: TEST_REDIS_URL, DATA_DIR: a.dataDir }, undefined, {
      redisKeyPrefix,
    });
  });

  afterAll(async () => {
    for (const device of devices) device.close();
    await b?.close();
    await a?.close();
  });

  async function phoneOn(server: TestServer) {
    const phone = await connectDevice(server.url);
    devices.push(phone);
    return phone;
  }

  it("tells a phone the TV is there, then that it left and came back", async () => {
    const { screen, party } = await connectScreen(a.url);
    devices.push(screen);
    const phone = await phoneOn(b);
    expect((await phone.join(party.code, { token: party.join_token })).screen_connected).toBe(true);

    const left = phone.next("SCREEN_LEFT");
    screen.close();
    await left;
    const back = phone.next("SCREEN_JOINED");
    const tv = await connectDevice(a.url, { device: "screen" });
    devices.push(tv);
    await tv.join(party.code, { screen_token: party.screen_token });
    await back;
  });

  it("takes a phone on the other instance along to the TV's new party", async () => {
    const { screen, party } = await connectScreen(a.url);
    devices.push(screen);
    const phone = await phoneOn(b);
    await phone.join(party.code, { token: party.join_token });

    const moved = phone.next("SESSION_MOVED");
    const created = await a.request("/api/sessions", {
      method: "POST",
      body: { moved_from: { code: party.code, screen_token: party.screen_token } },
    });
    const fresh = created.body as { code: string; join_token: string };
    expect(await moved).toEqual({ code: fresh.code, join_token: fresh.join_token });

    // Coming back to the old code through the other instance, it is sent on all the same.
    const late = await phoneOn(b);
    const told = late.next("SESSION_MOVED");
    await late.ack("JOIN_SESSION", { code: party.code, token: party.join_token });
    expect((await told).code).toBe(fresh.code);
  });
});
