import { statSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import SQLite from "better-sqlite3";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { configureSqlite } from "./database.js";
import { startBackgroundCheckpoints } from "./sqlite-checkpointer.js";

let dir: string;
let file: string;
let connection: SQLite.Database;

beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "encore-checkpoint-"));
  file = path.join(dir, "test.sqlite");
  connection = new SQLite(file);
  configureSqlite(connection);
  connection.exec("CREATE TABLE rows (id INTEGER PRIMARY KEY, body TEXT NOT NULL)");
});
afterEach(async () => {
  if (connection.open) connection.close();
  await rm(dir, { recursive: true, force: true });
});

const walBytes = () => statSync(`${file}-wal`).size;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Small transactions, as the relay commits them, with the event loop free between them: for a
 * moment (a 1 ms timer, in which a checkpoint can copy) or just for one turn.
 */
async function commit(count: number, between: () => Promise<unknown> = () => pause(1)) {
  const insert = connection.prepare("INSERT INTO rows (body) VALUES (?)");
  for (let i = 0; i < count; i += 1) {
    connection.transaction(() => {
      for (let j = 0; j < 10; j += 1) insert.run("x".repeat(400));
    })();
    await between();
  }
}
const nextTurn = () => new Promise((resolve) => setImmediate(resolve));
// A thousand 1 ms timers take seconds on a loaded machine.
const COMMITS_TIMEOUT_MS = 60_000;

describe("checkpoints on a worker thread", () => {
  it("takes them out of the connection's commits", async () => {
    const checkpointer = startBackgroundCheckpoints(connection, file);
    expect(connection.pragma("wal_autocheckpoint", { simple: true })).toBe(0);
    await checkpointer.stop();
  });

  it(
    "keeps the log small while commits go on (it starts over)",
    async () => {
      // Past 500 pages (2 MB) it holds the writer back to start the log over.
      const checkpointer = startBackgroundCheckpoints(connection, file, undefined, 500);
      // Thousands of log pages: past the 1,000 at which a commit would checkpoint itself.
      await commit(1_000);
      expect(walBytes()).toBeLessThan(4 * 1024 * 1024);
      await checkpointer.stop();
      expect(connection.prepare("SELECT count(*) FROM rows").pluck().get()).toBe(10_000);
    },
    COMMITS_TIMEOUT_MS,
  );

  it("gives the checkpoints back to the connection when the worker stops unasked", async () => {
    // The worker cannot open that file and ends with an error.
    let failed!: () => void;
    const workerFailed = new Promise<void>((resolve) => (failed = resolve));
    const checkpointer = startBackgroundCheckpoints(
      connection,
      "/nonexistent/dir/test.sqlite",
      () => failed(),
    );
    await workerFailed;
    expect(connection.pragma("wal_autocheckpoint", { simple: true })).toBe(1000);
    await checkpointer.stop();
  });

  it(
    "without it, the log grows past 8 MB under the same commits (what the test above rules out)",
    async () => {
      connection.pragma("wal_autocheckpoint = 0");
      await commit(1_000, nextTurn);
      expect(walBytes()).toBeGreaterThan(8 * 1024 * 1024);
    },
    COMMITS_TIMEOUT_MS,
  );
});
