// HTTPS in the cloud itself (TLS_CERT_FILE, TLS_KEY_FILE), with a certificate made for the test:
// the cloud as `npm start` runs it answers over https, sends plain http on the same port to
// https, relays sockets over wss and stops gracefully; sign-in cookies are Secure.
import { request as httpRequest } from "node:http";
import { request as httpsRequest } from "node:https";
import { rm } from "node:fs/promises";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { createUser } from "../test-support/accounts-fixtures.js";
import {
  startCloudProcess,
  type CloudProcess,
  PROCESS_TEST_TIMEOUT_MS,
} from "../test-support/cloud-process.js";
import { makeTestCertificate, type TestCertificate } from "../test-support/test-certificate.js";
import { makeDataDir, startTestServer } from "../test-support/test-server.js";
import { connectDevice, type Device } from "../test-support/socket-device.js";
import { httpsLocation } from "./https-port.js";

// These tests run the cloud from source as a process, which a loaded machine slows down.
vi.setConfig({ testTimeout: PROCESS_TEST_TIMEOUT_MS, hookTimeout: PROCESS_TEST_TIMEOUT_MS });

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** One request over https trusting `ca`, or over plain http when the URL says so. */
function ask(
  url: string,
  init: { method?: string; body?: string; headers?: Record<string, string>; ca?: string } = {},
): Promise<Answer> {
  const secure = url.startsWith("https:");
  return new Promise((resolve, reject) => {
    const options = {
      method: init.method ?? "GET",
      headers: init.headers ?? {},
      ...(secure ? { ca: init.ca } : {}),
    };
    const req = (secure ? httpsRequest : httpRequest)(url, options, (res) => {
      let body = "";
      res.setEncoding("utf8");
      res.on("data", (chunk: string) => (body += chunk));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
      res.on("error", reject);
    });
    req.on("error", reject);
    req.end(init.body);
  });
}

let certificate: TestCertificate;
beforeAll(() => {
  certificate = makeTestCertificate();
});
afterAll(() => certificate.remove());

const cleanup: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const step of cleanup.splice(0).reverse()) await step();
});

describe("the cloud with TLS_CERT_FILE and TLS_KEY_FILE", () => {
  async function started(): Promise<CloudProcess> {
    const dataDir = await makeDataDir();
    cleanup.push(() => rm(dataDir, { recursive: true, force: true }));
    const cloud = await startCloudProcess({
      DATA_DIR: dataDir,
      PORT: "0",
      SEED_CATALOGUE: "0",
      TLS_CERT_FILE: certificate.certFile,
      TLS_KEY_FILE: certificate.keyFile,
    });
    cleanup.push(async () => void (await cloud.kill("SIGKILL")));
    return cloud;
  }

  it("answers over https, with PUBLIC_URL's default on https", async () => {
    const cloud = await started();
    expect(cloud.url).toMatch(/^https:\/\/127\.0\.0\.1:\d+$/);
    expect(cloud.output()).toMatch(/"publicUrl":"https:\/\/[^"]+"/);

    const health = await ask(`${cloud.url}/api/health`, { ca: certificate.cert });
    expect(health.status).toBe(200);
    expect(JSON.parse(health.body)).toEqual({ status: "ok" });
    // What the apps learn of the address they are served from.
    const config = await ask(`${cloud.url}/api/config`, { ca: certificate.cert });
    expect(JSON.parse(config.body)).toMatchObject({ public_url: expect.stringMatching(/^https:/) });

    // A client that does not trust the certificate is refused by TLS itself.
    await expect(ask(`${cloud.url}/api/health`)).rejects.toThrow(/self-signed certificate/);
  });

  it("redirects plain http on the same port to https, path and query kept", async () => {
    const cloud = await started();
    const plain = cloud.url.replace(/^https:/, "http:");
    const answer = await ask(`${plain}/remote/join/ABC234?t=token`);
    expect(answer.status).toBe(307);
    expect(answer.headers.location).toBe(`${cloud.url}/remote/join/ABC234?t=token`);
    // A host name the client used is kept, so the redirect goes where it was going.
    const named = await ask(`${plain}/api/health`, { headers: { Host: "encore.home:8443" } });
    expect(named.headers.location).toBe("https://encore.home:8443/api/health");
    // Writes are redirected too, and change nothing.
    const write = await ask(`${plain}/api/sessions`, { method: "POST" });
    expect(write.status).toBe(307);

    // And the port still speaks https after them.
    const health = await ask(`${cloud.url}/api/health`, { ca: certificate.cert });
    expect(health.status).toBe(200);
  });

  it("relays a party over wss, and stops gracefully on SIGTERM", async () => {
    const cloud = await started();
    const created = await ask(`${cloud.url}/api/sessions`, {
      method: "POST",
      ca: certificate.cert,
    });
    expect(created.status).toBe(201);
    const { code } = JSON.parse(created.body) as { code: string };

    const devices: Device[] = [];
    cleanup.push(async () => devices.forEach((device) => device.close()));
    const screen = await connectDevice(cloud.url, { device: "screen", ca: certificate.cert });
    devices.push(screen);
    const phone = await connectDevice(cloud.url, { ca: certificate.cert });
    devices.push(phone);
    expect(phone.socket.io.engine.transport.name).toBe("websocket");
    expect((await screen.join(code)).code).toBe(code);
    // The phone's arrival reaches the screen through the relay.
    const arrived = screen.next("DEVICE_JOINED", (event) => event.device_count === 2);
    expect((await phone.join(code)).code).toBe(code);
    await arrived;

    // A socket that does not trust the certificate cannot connect.
    await expect(connectDevice(cloud.url, { device_id: "untrusting" })).rejects.toThrow();

    expect(await cloud.kill("SIGTERM")).toBe(0);
    expect(cloud.output()).toContain("shutting down");
  });
});

describe("sign-in over the cloud's own https", () => {
  it("sets the session cookie Secure, with HSTS", async () => {
    const server = await startTestServer({
      TLS_CERT_FILE: certificate.certFile,
      TLS_KEY_FILE: certificate.keyFile,
      PUBLIC_URL: undefined,
    });
    cleanup.push(() => server.close());
    const user = await createUser(server.services.database.db);
    const url = server.services.config.publicUrl;
    expect(url).toMatch(/^https:/);
    const running = server.url;
    expect(running).toMatch(/^https:/);
    const answer = await ask(`${running}/api/auth/login`, {
      method: "POST",
      ca: certificate.cert,
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: user.email, password: user.password }),
    });
    expect(answer.status).toBe(200);
    expect(String(answer.headers["set-cookie"])).toMatch(/encore_session=[^;]+;.*; secure/);
    expect(answer.headers["strict-transport-security"]).toMatch(/max-age=\d+/);
  });
});

describe("httpsLocation", () => {
  it("keeps the client's host and path, and falls back to PUBLIC_URL's host", () => {
    expect(httpsLocation("192.168.1.20:8080", "/remote/?a=1", "x:1")).toBe(
      "https://192.168.1.20:8080/remote/?a=1",
    );
    expect(httpsLocation("[::1]:8080", "/", "x:1")).toBe("https://[::1]:8080/");
    // No Host, or one that is not a host (a header injection, a user@host trick): PUBLIC_URL's.
    expect(httpsLocation(undefined, "/", "encore.home:8443")).toBe("https://encore.home:8443/");
    expect(httpsLocation("evil.example/@x", "/", "encore.home:8443")).toBe(
      "https://encore.home:8443/",
    );
    expect(httpsLocation("a b", "/", "encore.home:8443")).toBe("https://encore.home:8443/");
    // An absolute-form request target never becomes the redirect's host.
    expect(httpsLocation("encore.home", "http://evil.example/", "x")).toBe("https://encore.home/");
  });
});
