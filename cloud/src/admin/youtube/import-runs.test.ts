// The lock of imports (import-runs.ts): one running row at a time, across instances; a running row
// whose heartbeat stopped is an import whose cloud went away, failed by the next start.
import { afterEach, beforeEach, expect, it } from "vitest";
import { openTestDatabase, type TestDatabase } from "../../test-support/test-database.js";
import { newestRun, saveRun, STALE_AFTER_MS, startRun, STOPPED_ERROR } from "./import-runs.js";

let database: TestDatabase;

beforeEach(async () => {
  database = await openTestDatabase();
});

afterEach(async () => {
  await database.remove();
});

it("starts one run at a time", async () => {
  const t0 = new Date();
  const first = await startRun(database.db, "manual", 3, t0);
  expect(first).toMatchObject({
    kind: "manual",
    status: "running",
    channels: { done: 0, total: 3 },
  });
  expect(await startRun(database.db, "daily", 1, new Date(t0.getTime() + 60_000))).toBeNull();
  await saveRun(database.db, { ...first!, status: "done", finished_at: t0.toISOString() }, t0);
  const second = await startRun(database.db, "daily", 1, new Date(t0.getTime() + 60_000));
  expect(second?.id).toBeGreaterThan(first!.id);
  expect(await newestRun(database.db)).toEqual(second);
});

it("gives one of several starting at once the lock", async () => {
  const at = new Date();
  const started = await Promise.all([1, 2, 3, 4].map(() => startRun(database.db, "manual", 1, at)));
  expect(started.filter((run) => run !== null)).toHaveLength(1);
});

it("fails a running run whose heartbeat stopped, and takes the lock", async () => {
  const t0 = new Date();
  const orphan = await startRun(database.db, "manual", 2, t0);
  // Still alive a minute before it would be stale: it holds the lock.
  const almost = new Date(t0.getTime() + STALE_AFTER_MS - 60_000);
  expect(await startRun(database.db, "manual", 1, almost)).toBeNull();
  const after = new Date(t0.getTime() + STALE_AFTER_MS + 1_000);
  const next = await startRun(database.db, "daily", 1, after);
  expect(next).toMatchObject({ status: "running", kind: "daily" });
  const failed = await database.db
    .selectFrom("import_runs")
    .select(["status", "error", "finished_at"])
    .where("id", "=", orphan!.id)
    .executeTakeFirstOrThrow();
  expect(failed).toEqual({
    status: "failed",
    error: STOPPED_ERROR,
    finished_at: after.toISOString(),
  });
});
