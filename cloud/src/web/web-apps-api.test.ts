// The cloud serving the built apps (docs/protocol.md#web-routes) and GET /api/config, over raw HTTP
// so that the encodings and caching headers are exactly what a browser gets.
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { request as httpRequest } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliCompressSync, brotliDecompressSync, gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadCatalogue, SAMPLE_CATALOGUE } from "../test-support/catalogue-fixtures.js";
import { startTestServer, type TestServer } from "../test-support/test-server.js";

interface RawAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

function get(url: string, headers: Record<string, string> = {}): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      );
    });
    req.on("error", reject);
    req.end();
  });
}

/** A build folder like Vite's: index.html, a hashed asset with its .br and .gz twins. */
function fakeBuild(): { screen: string; remote: string } {
  const root = mkdtempSync(path.join(tmpdir(), "encore-web-"));
  const screen = path.join(root, "screen");
  const remote = path.join(root, "remote");
  mkdirSync(path.join(screen, "assets"), { recursive: true });
  mkdirSync(path.join(remote, "assets"), { recursive: true });
  writeFileSync(path.join(screen, "index.html"), "<!doctype html><title>screen</title>");
  const js = `console.log(${JSON.stringify("x".repeat(2000))});`;
  writeFileSync(path.join(screen, "assets/index-abc123.js"), js);
  writeFileSync(path.join(screen, "assets/index-abc123.js.br"), brotliCompressSync(js));
  writeFileSync(path.join(screen, "assets/index-abc123.js.gz"), gzipSync(js));
  writeFileSync(path.join(remote, "index.html"), "<!doctype html><title>remote</title>");
  writeFileSync(path.join(remote, "manifest.webmanifest"), '{"name":"Encore"}');
  return { screen, remote };
}

let server: TestServer;

beforeAll(async () => {
  const folders = fakeBuild();
  server = await startTestServer({ PUBLIC_URL: "http://192.168.1.20:8080" }, (services) => ({
    ...services,
    webAppFolders: folders,
  }));
  await loadCatalogue(server.services.database.db, SAMPLE_CATALOGUE);
});
afterAll(() => server.close());

describe("the screen at /", () => {
  it.each(["/", "/session/ABC234", "/session/ABC234/player", "/privacy", "/verify-email"])(
    "%s answers the screen's index.html, never cached",
    async (pathname) => {
      const answer = await get(`${server.url}${pathname}`);
      expect(answer.status).toBe(200);
      expect(answer.body.toString()).toContain("<title>screen</title>");
      expect(answer.headers["cache-control"]).toBe("no-cache, no-store, must-revalidate");
      expect(answer.headers["content-type"]).toContain("text/html");
    },
  );

  it("answers any other path with the plain text 404 Route", async () => {
    for (const pathname of ["/nope", "/session", "/session/ABC234/unknown", "/assets/missing.js"]) {
      const answer = await get(`${server.url}${pathname}`);
      expect(answer.status).toBe(404);
      expect(answer.body.toString()).toBe("404 Route");
    }
  });

  it("caches hashed assets for a year and sends the brotli or gzip twin", async () => {
    const url = `${server.url}/assets/index-abc123.js`;
    const br = await get(url, { "Accept-Encoding": "gzip, br" });
    expect(br.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(br.headers["content-encoding"]).toBe("br");
    expect(brotliDecompressSync(br.body).toString()).toContain("console.log");
    const gz = await get(url, { "Accept-Encoding": "gzip" });
    expect(gz.headers["content-encoding"]).toBe("gzip");
    const plain = await get(url);
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body.toString()).toContain("console.log");
    expect(plain.headers.vary).toContain("Accept-Encoding");
  });

  it("keeps the strict CSP, with only the video platform's script and frame hosts added", async () => {
    const csp = String((await get(`${server.url}/`)).headers["content-security-policy"]);
    expect(csp).toContain("script-src 'self' https://www.youtube.com https://s.ytimg.com;");
    expect(csp).toContain("frame-src https://www.youtube.com https://www.youtube-nocookie.com");
    expect(csp).toContain("object-src 'none'");
    expect(csp).not.toContain("unsafe-eval");
  });
});

describe("the remote at /remote/", () => {
  it("answers its files and its index.html for its routes", async () => {
    const manifest = await get(`${server.url}/remote/manifest.webmanifest`);
    expect(manifest.headers["content-type"]).toContain("application/manifest+json");
    for (const pathname of ["/remote/", "/remote", "/remote/join/ABC234"]) {
      const answer = await get(`${server.url}${pathname}`);
      expect(answer.status).toBe(200);
      expect(answer.body.toString()).toContain("<title>remote</title>");
    }
  });
});

describe("the API beside them", () => {
  it("GET /api/config gives what the apps need at start", async () => {
    const answer = await get(`${server.url}/api/config`);
    expect(JSON.parse(answer.body.toString())).toEqual({
      version: "1.0.1",
      public_url: "http://192.168.1.20:8080",
      google_sign_in: false,
      analytics_id: null,
      // The test catalogue is not the demo's.
      demo_catalogue: false,
      // Its songs have no lengths: a wait counts each as the default (DEFAULT_MEDIAN_DURATION_S).
      median_duration_s: 240,
    });
  });

  it("an unknown /api path is still JSON, not the screen", async () => {
    const answer = await get(`${server.url}/api/nope`);
    expect(answer.status).toBe(404);
    expect(JSON.parse(answer.body.toString())).toEqual({ message: "Not found", code: "not_found" });
  });

  it("compresses JSON answers of 1 KB and more for clients that accept it", async () => {
    const url = `${server.url}/api/songs?limit=20`;
    const br = await get(url, { "Accept-Encoding": "br" });
    expect(br.headers["content-encoding"]).toBe("br");
    const songs = JSON.parse(brotliDecompressSync(br.body).toString()) as { songs: unknown[] };
    expect(songs.songs.length).toBeGreaterThan(0);
    const plain = await get(url);
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(JSON.parse(plain.body.toString())).toEqual(songs);
    const small = await get(`${server.url}/api/health`, { "Accept-Encoding": "br" });
    expect(small.headers["content-encoding"]).toBeUndefined();
  });
});
