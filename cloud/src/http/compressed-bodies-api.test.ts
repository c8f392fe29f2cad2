// Compressed request bodies sent as an attacker or a broken client would, over raw HTTP: cut
// short, corrupt, bombs, unknown encodings. Each is answered, and the service keeps serving.
import { brotliCompressSync, deflateSync, gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rawRequest, truncatedBomb } from "../test-support/raw-http.js";
import { startTestServer, type TestServer } from "../test-support/test-server.js";

let server: TestServer;
const logLines: string[] = [];

beforeAll(async () => {
  server = await startTestServer({ LOG_LEVEL: "error" }, undefined, { logLines });
});

afterAll(async () => {
  await server.close();
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function send(encoding: string, body: Buffer, path = "/api/feedback") {
  return rawRequest(server.url + path, {
    headers: { "content-type": "application/json", "content-encoding": encoding },
    body,
  });
}

const message = (answer: { body: string }) =>
  (JSON.parse(answer.body) as { message: string }).message;

describe("a compressed body cut short (100 bytes once killed the process)", () => {
  it.each(["gzip", "deflate"])(
    "as %s: answered, and the service still answers 3 s later",
    async (encoding) => {
      const answer = await send(encoding, truncatedBomb(gzipSync), "/api/sessions");
      expect([400, 413]).toContain(answer.status);
      expect(message(answer)).toMatch(/^Request body /);
      await sleep(3_000);
      const health = await rawRequest(`${server.url}/api/health`, { method: "GET" });
      expect(health.status).toBe(200);
      expect(logLines.join("\n")).not.toContain("Unzip");
    },
    15_000,
  );

  it.each([
    ["gzip", gzipSync],
    ["deflate", deflateSync],
    ["br", brotliCompressSync],
  ] as const)("as %s within the limit: 400 saying it is cut short", async (encoding, compress) => {
    const whole = compress(Buffer.from(JSON.stringify({ message: "x".repeat(5_000) })));
    const answer = await send(encoding, whole.subarray(0, Math.floor(whole.length / 2)));
    expect(answer.status).toBe(400);
    expect(message(answer)).toBe(
      `Request body is not valid ${encoding}: it is corrupt or cut short`,
    );
  });
});

describe("a corrupt compressed body", () => {
  it.each(["gzip", "deflate", "br"])(
    "as %s: 400 naming the encoding, not 500",
    async (encoding) => {
      const answer = await send(encoding, Buffer.from("this is not compressed at all, just text"));
      expect(answer.status).toBe(400);
      expect(message(answer)).toBe(
        `Request body is not valid ${encoding}: it is corrupt or cut short`,
      );
    },
  );

  it("with Content-Encoding gzip but a body that is plain JSON: 400", async () => {
    const answer = await send("gzip", Buffer.from('{"message":"hi"}'));
    expect(answer.status).toBe(400);
  });
});

describe("a compression bomb", () => {
  it.each([
    ["gzip", gzipSync],
    ["br", brotliCompressSync],
  ] as const)("as %s: 413 once decompressed past the limit", async (encoding, compress) => {
    const bomb = compress(Buffer.from(JSON.stringify({ message: "a".repeat(5_000_000) })));
    expect(bomb.length).toBeLessThan(64 * 1024);
    const answer = await send(encoding, bomb);
    expect(answer.status).toBe(413);
    expect(message(answer)).toBe(
      "Request body is too large once decompressed (at most 65536 bytes)",
    );
  });
});

describe("encodings", () => {
  it("an unknown Content-Encoding is 415 naming it", async () => {
    const answer = await send("compress", Buffer.from("{}"));
    expect(answer.status).toBe(415);
    expect(message(answer)).toBe(
      'Content-Encoding "compress" is not supported: send the body as identity, gzip, deflate or br',
    );
  });

  it("a well-formed compressed body is read like a plain one", async () => {
    for (const [encoding, compress] of [
      ["gzip", gzipSync],
      ["deflate", deflateSync],
      ["br", brotliCompressSync],
    ] as const) {
      // A sign-in without a password: the route reads the body and says what is wrong with it.
      const body = compress(Buffer.from('{"email":"someone@example.com"}'));
      const answer = await send(encoding, body, "/api/auth/login");
      expect(answer.status, encoding).toBe(400);
      expect(message(answer), encoding).toMatch(/password/i);
    }
  });

  it('a "__proto__" key is refused', async () => {
    const answer = await send("identity", Buffer.from('{"__proto__":{"admin":true}}'));
    expect(answer).toMatchObject({ status: 400 });
    expect(message(answer)).toBe('Request body must not contain a "__proto__" key');
  });
});
