// The back office on two cloud instances sharing one database, one DATA_DIR and one Redis, as
// behind a load balancer (docs/admin.md, Access): one password, a sign-in on one opens the other
// and a sign-out on either ends it, wrong tries count on both together, and the live parties are
// every instance's.
import { adminOverviewSchema } from "@encore/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  connectDevice,
  connectScreen,
  eventually,
  type Device,
} from "../test-support/socket-device.js";
import { TestBrowser, uniqueClientAddress } from "../test-support/test-browser.js";
import { redisUnavailable, testRedisPrefix, TEST_REDIS_URL } from "../test-support/test-redis.js";
import { startTestServer, type TestServer } from "../test-support/test-server.js";
import { ADMIN_COOKIE } from "./admin-auth.js";

const skipReason = await redisUnavailable();
if (skipReason) console.log(`${skipReason}: the back office's shared-instance tests are skipped`);

describe.skipIf(skipReason !== null)("the back office on two instances", () => {
  let a: TestServer;
  let b: TestServer;
  const devices: Device[] = [];

  beforeAll(async () => {
    const redisKeyPrefix = testRedisPrefix();
    a = await startTestServer({ REDIS_URL: TEST_REDIS_URL, TRUST_PROXY: "1" }, undefined, {
      redisKeyPrefix,
    });
    b = await startTestServer(
      { REDIS_URL: TEST_REDIS_URL, DATA_DIR: a.dataDir, TRUST_PROXY: "1" },
      undefined,
      { redisKeyPrefix },
    );
  });

  afterAll(async () => {
    for (const device of devices) device.close();
    await b?.close();
    await a?.close();
  });

  /** The same browser (address and cookies) reaching the other instance. */
  function onOther(browser: TestBrowser, server: TestServer): TestBrowser {
    const other = new TestBrowser(server, { address: browser.address });
    for (const [name, value] of browser.cookies) other.cookies.set(name, value);
    return other;
  }

  it("share one password, kept in the shared DATA_DIR", () => {
    expect(a.services.adminPassword.generated).toBe(true);
    expect(b.services.adminPassword).toEqual({
      value: a.services.adminPassword.value,
      file: a.services.adminPassword.file,
      generated: false,
    });
  });

  it("know each other's sign-ins and sign-outs", async () => {
    const onA = new TestBrowser(a);
    const password = a.services.adminPassword.value;
    expect((await onA.post("/api/admin/session", { password })).status).toBe(204);
    const onB = onOther(onA, b);
    expect(await onB.request("/api/admin/session")).toMatchObject({ status: 200 });
    expect((await onB.delete("/api/admin/session")).status).toBe(204);
    expect(onA.cookies.has(ADMIN_COOKIE)).toBe(true);
    expect(await onA.request("/api/admin/session")).toMatchObject({
      status: 401,
      body: { code: "admin_sign_in" },
    });
  });

  it("count one address's wrong tries on both together", async () => {
    const address = uniqueClientAddress();
    const onA = new TestBrowser(a, { address });
    const onB = new TestBrowser(b, { address });
    for (let i = 1; i <= 10; i++) {
      const browser = i % 2 === 0 ? onA : onB;
      expect((await browser.post("/api/admin/session", { password: `guess-${i}` })).status).toBe(
        401,
      );
    }
    for (const browser of [onA, onB]) {
      expect(await browser.post("/api/admin/session", { password: "guess-11" })).toMatchObject({
        status: 429,
        body: { code: "too_many_attempts" },
      });
    }
  });

  it("count the parties and devices of both", async () => {
    const operator = new TestBrowser(a);
    const password = a.services.adminPassword.value;
    expect((await operator.post("/api/admin/session", { password })).status).toBe(204);
    const { screen, party } = await connectScreen(a.url);
    devices.push(screen);
    const phone = await connectDevice(b.url);
    devices.push(phone);
    await phone.join(party.code);
    for (const browser of [operator, onOther(operator, b)]) {
      const overview = async () =>
        adminOverviewSchema.parse((await browser.request("/api/admin/overview")).body);
      const { parties } = await eventually(overview, (now) => now.parties.devices === 2);
      expect(parties).toEqual({ live: 1, devices: 2 });
    }
  });
});
