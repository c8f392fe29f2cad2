// /ws for other web pages, as a page at http://evil.example would try it: a socket.io client, a
// raw polling handshake and a raw WebSocket upgrade, all carrying its Origin. Only the cloud's
// own origin and PUBLIC_URL's are answered; clients that send no Origin still connect. And a page
// on a domain rebound to the cloud's address (DNS rebinding), whose Host and Origin both name
// that domain, is refused too.
import { request as httpRequest } from "node:http";
import { connect } from "node:net";
import { SOCKET_PATH } from "@encore/shared";
import { io } from "socket.io-client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../test-support/test-server.js";
import { hostRefusedMessage } from "./allowed-hosts.js";
import { SOCKET_ORIGIN_REFUSED } from "./socket-origin.js";

const EVIL = "http://evil.example";
const PUBLIC = "https://karaoke.example";

let server: TestServer;
let behindProxy: TestServer;

beforeAll(async () => {
  server = await startTestServer({ PUBLIC_URL: PUBLIC });
  behindProxy = await startTestServer({
    PUBLIC_URL: PUBLIC,
    TRUST_PROXY: "1",
    ALLOWED_HOSTS: "party.example",
  });
});

afterAll(async () => {
  await server.close();
  await behindProxy.close();
});

/** A polling handshake, the first request any socket.io client sends. */
function poll(
  url: string,
  headers: Record<string, string>,
): Promise<{ status: number; allowOrigin: string | undefined; body: string }> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(
      `${url}${SOCKET_PATH}/?EIO=4&transport=polling`,
      { headers },
      (response) => {
        let body = "";
        response.setEncoding("utf8");
        response.on("data", (chunk: string) => (body += chunk));
        response.on("end", () =>
          resolve({
            status: response.statusCode ?? 0,
            allowOrigin: response.headers["access-control-allow-origin"],
            body,
          }),
        );
      },
    );
    request.on("error", reject);
    request.end();
  });
}

/** A raw WebSocket upgrade; answers the status line the cloud writes back. */
function upgrade(url: string, origin: string | undefined, host?: string): Promise<string> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname, () => {
      socket.write(
        [
          `GET ${SOCKET_PATH}/?EIO=4&transport=websocket HTTP/1.1`,
          `Host: ${host ?? `${hostname}:${port}`}`,
          "Upgrade: websocket",
          "Connection: Upgrade",
          "Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==",
          "Sec-WebSocket-Version: 13",
          ...(origin ? [`Origin: ${origin}`] : []),
          "",
          "",
        ].join("\r\n"),
      );
    });
    let answer = "";
    socket.setEncoding("utf8");
    socket.on("data", (chunk: string) => {
      answer += chunk;
      if (answer.includes("\r\n")) {
        resolve(answer.split("\r\n")[0] ?? "");
        socket.destroy();
      }
    });
    socket.on("error", reject);
  });
}

function connectWith(
  url: string,
  origin: string | undefined,
  transports: ("websocket" | "polling")[],
): Promise<"connected" | string> {
  const socket = io(url, {
    path: SOCKET_PATH,
    transports,
    reconnection: false,
    forceNew: true,
    ...(origin ? { extraHeaders: { origin } } : {}),
  });
  return new Promise<string>((resolve) => {
    socket.once("connect", () => resolve("connected"));
    socket.once("connect_error", (error) => resolve(error.message));
  }).finally(() => socket.close());
}

describe("who may open a socket", () => {
  it("refuses a socket.io client from another origin, over WebSocket and polling", async () => {
    expect(await connectWith(server.url, EVIL, ["websocket"])).not.toBe("connected");
    expect(await connectWith(server.url, EVIL, ["polling"])).not.toBe("connected");
  });

  it("answers another origin's polling handshake 403, with no Access-Control-Allow-Origin", async () => {
    const answer = await poll(server.url, { origin: EVIL, cookie: "encore_session=x.y" });
    expect(answer.status).toBe(403);
    expect(answer.allowOrigin).toBeUndefined();
    expect(answer.body).toContain(SOCKET_ORIGIN_REFUSED);
  });

  it("refuses another origin's WebSocket upgrade", async () => {
    expect(await upgrade(server.url, EVIL)).toMatch(/^HTTP\/1\.1 40[03] /);
    expect(await upgrade(server.url, "null")).toMatch(/^HTTP\/1\.1 40[03] /);
    expect(await upgrade(server.url, undefined)).toBe("HTTP/1.1 101 Switching Protocols");
  });

  it("refuses look-alikes of the allowed origins", async () => {
    const own = server.url;
    for (const origin of [
      `${PUBLIC}.evil.example`,
      "http://karaoke.example",
      own.replace("http://", "https://"),
      `${own}0`,
    ]) {
      expect((await poll(own, { origin })).status, origin).toBe(403);
    }
  });

  it("allows the cloud's own origin and PUBLIC_URL's, and tells the browser so", async () => {
    for (const origin of [server.url, PUBLIC]) {
      const answer = await poll(server.url, { origin });
      expect(answer.status, origin).toBe(200);
      expect(answer.allowOrigin).toBe(origin);
      expect(await connectWith(server.url, origin, ["websocket"])).toBe("connected");
      expect(await upgrade(server.url, origin)).toBe("HTTP/1.1 101 Switching Protocols");
    }
  });

  it("lets clients that send no Origin connect (native apps, tests)", async () => {
    expect(await connectWith(server.url, undefined, ["websocket"])).toBe("connected");
    expect(await connectWith(server.url, undefined, ["polling"])).toBe("connected");
    expect((await poll(server.url, {})).status).toBe(200);
  });

  it("behind a trusted proxy, the own origin is the forwarded scheme and host", async () => {
    const forwarded = { "x-forwarded-proto": "https", "x-forwarded-host": "party.example" };
    const ok = await poll(behindProxy.url, { ...forwarded, origin: "https://party.example" });
    expect(ok.status).toBe(200);
    const direct = `${behindProxy.url}`;
    expect((await poll(behindProxy.url, { ...forwarded, origin: direct })).status).toBe(403);
    // A forwarded host that is not one of the cloud's names is refused, whatever the Origin.
    const rebound = { "x-forwarded-proto": "https", "x-forwarded-host": "rebound.example" };
    const refused = await poll(behindProxy.url, { ...rebound, origin: "https://rebound.example" });
    expect(refused.status).toBe(403);
    expect(JSON.parse(refused.body)).toMatchObject({
      message: hostRefusedMessage("rebound.example"),
    });
    // Without a trusted proxy, forwarded headers name nothing.
    expect((await poll(server.url, { ...forwarded, origin: "https://party.example" })).status).toBe(
      403,
    );
  });

  it("refuses a page on a domain rebound to the cloud's address, over polling and WebSocket", async () => {
    const host = `rebound.example:${new URL(server.url).port}`;
    const page = `http://${host}`;
    for (const origin of [page, undefined]) {
      const answer = await poll(server.url, { host, ...(origin ? { origin } : {}) });
      expect(answer.status, origin).toBe(403);
      expect(answer.allowOrigin).toBeUndefined();
      expect(JSON.parse(answer.body)).toMatchObject({ message: hostRefusedMessage(host) });
    }
    expect(await upgrade(server.url, page, host)).toMatch(/^HTTP\/1\.1 40[03] /);
  });

  it("answers the cloud's own names: localhost and the address it listens on", async () => {
    const { port } = new URL(server.url);
    for (const host of [`localhost:${port}`, `127.0.0.1:${port}`]) {
      const answer = await poll(server.url, { host, origin: `http://${host}` });
      expect(answer.status, host).toBe(200);
      expect(await upgrade(server.url, `http://${host}`, host)).toBe(
        "HTTP/1.1 101 Switching Protocols",
      );
    }
  });
});
