// The service as `npm start` runs it: first start loads the demo catalogue, SIGTERM stops it
// gracefully, and a wrong setting stops it with a message naming the variable.
import { existsSync } from "node:fs";
import { readFile, rm } from "node:fs/promises";
import path from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { SQLITE_FILE_NAME } from "./db/database.js";
import { DEMO_CATALOGUE_FILE } from "./catalogue/demo-catalogue.js";
import { startCloudProcess } from "./test-support/cloud-process.js";
import { runEntry, PROCESS_TEST_TIMEOUT_MS } from "./test-support/run-entry.js";
import { onPostgres } from "./test-support/test-postgres.js";
import { makeDataDir, startTestServer, type TestServer } from "./test-support/test-server.js";

// These tests run the cloud from source as a process, which a loaded machine slows down.
vi.setConfig({ testTimeout: PROCESS_TEST_TIMEOUT_MS, hookTimeout: PROCESS_TEST_TIMEOUT_MS });

const cleanup: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const step of cleanup.splice(0)) await step();
});

async function started(env: Record<string, string>): Promise<TestServer> {
  const server = await startTestServer(env);
  cleanup.push(() => server.close());
  return server;
}

describe("demo catalogue", () => {
  it("is loaded on first start when the catalogue is empty, and only then", async () => {
    const demo = JSON.parse(await readFile(DEMO_CATALOGUE_FILE, "utf8")) as {
      songbooks: { songs: unknown[] }[];
    };
    const expected = demo.songbooks.reduce((n, book) => n + book.songs.length, 0);
    expect(expected).toBeGreaterThan(300);

    const dataDir = await makeDataDir();
    cleanup.push(() => rm(dataDir, { recursive: true, force: true }));
    const first = await startTestServer({ DATA_DIR: dataDir, SEED_CATALOGUE: "1" });
    const page = (await first.request("/api/songs?limit=1")).body as { total: number };
    expect(page.total).toBe(expected);
    const books = (await first.request("/api/songbooks")).body as { songbooks: unknown[] };
    expect(books.songbooks).toHaveLength(demo.songbooks.length);
    await first.close();

    // Restarting does not load it twice.
    const second = await started({ DATA_DIR: dataDir, SEED_CATALOGUE: "1" });
    expect(((await second.request("/api/songs?limit=1")).body as { total: number }).total).toBe(
      expected,
    );
  });

  it("is skipped with SEED_CATALOGUE=0", async () => {
    const server = await started({ SEED_CATALOGUE: "0" });
    expect((await server.request("/api/songs")).body).toEqual({
      songs: [],
      total: 0,
      has_more: false,
    });
  });
});

describe("process", () => {
  it("stops on SIGTERM, closing the database cleanly", async () => {
    const dataDir = await makeDataDir();
    cleanup.push(() => rm(dataDir, { recursive: true, force: true }));
    const cloud = await startCloudProcess({ DATA_DIR: dataDir, PORT: "0", SEED_CATALOGUE: "0" });
    const health = await fetch(`${cloud.url}/api/health`);
    expect(await health.json()).toEqual({ status: "ok" });
    expect(await cloud.kill("SIGTERM")).toBe(0);
    if (!onPostgres) {
      // Closing the last connection checkpoints the WAL and removes it (SQLite only).
      expect(existsSync(path.join(dataDir, SQLITE_FILE_NAME))).toBe(true);
      expect(existsSync(path.join(dataDir, `${SQLITE_FILE_NAME}-wal`))).toBe(false);
    }
    expect(cloud.output()).toContain("shutting down");
  });

  it("refuses to start with a wrong setting, naming the variable", async () => {
    const result = await runEntry("main.ts", [], { PORT: "abc" });
    expect(result.code).toBe(1);
    expect(result.stderr).toContain("PORT: must be a whole number from 0 to 65535");
  });
});

describe("graceful close", () => {
  it("finishes the request in flight, then refuses new connections", async () => {
    let entered: () => void = () => {};
    const inHandler = new Promise<void>((resolve) => (entered = resolve));
    const server = await startTestServer({}, (services) => ({
      ...services,
      songSearch: {
        async search(terms, options) {
          entered();
          await new Promise((resolve) => setTimeout(resolve, 300));
          return services.songSearch.search(terms, options);
        },
      },
    }));
    const inFlight = server.request("/api/search?q=hello");
    await inHandler;
    const closing = server.close();
    const answer = await inFlight;
    expect(answer.status).toBe(200);
    expect(answer.headers.get("connection")).toBe("close");
    await closing;
    await expect(fetch(`${server.url}/api/health`)).rejects.toThrow();
  });
});
