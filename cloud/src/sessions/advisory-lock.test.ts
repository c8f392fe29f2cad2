// The PostgreSQL session lock, as two cloud instances would hold it: two locks on two pools.
// Commands of one session never overlap across them; other sessions do not wait.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type pg from "pg";
import { createPostgresPool } from "../db/postgres.js";
import { onPostgres, testDatabaseUrl } from "../test-support/test-postgres.js";
import { createAdvisoryLock } from "./advisory-lock.js";
import type { SessionLock } from "./session-lock.js";

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.runIf(onPostgres)("advisory session lock", () => {
  let pools: pg.Pool[];
  let instances: SessionLock[];

  beforeAll(() => {
    pools = [createPostgresPool(testDatabaseUrl(), 4), createPostgresPool(testDatabaseUrl(), 4)];
    instances = pools.map((pool) => createAdvisoryLock(pool));
  });

  afterAll(async () => {
    await Promise.all(pools.map((pool) => pool.end()));
  });

  const uniqueCode = () => `T${Math.random().toString(36).slice(2, 8).toUpperCase()}`;

  it("runs the commands of one session one at a time across instances", async () => {
    const code = uniqueCode();
    let inside = 0;
    let most = 0;
    const order: number[] = [];
    await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        instances[i % 2]!.run(code, async () => {
          inside += 1;
          most = Math.max(most, inside);
          await pause(1 + (i % 3));
          order.push(i);
          inside -= 1;
        }),
      ),
    );
    expect(most).toBe(1);
    expect(order).toHaveLength(30);
    // Each instance keeps its own arrival order.
    for (const parity of [0, 1]) {
      const mine = order.filter((i) => i % 2 === parity);
      expect(mine).toEqual([...mine].sort((a, b) => a - b));
    }
  });

  it("does not make another session wait", async () => {
    const [first, second] = [uniqueCode(), uniqueCode()];
    let release = () => undefined as void;
    const held = instances[0]!.run(first, () => new Promise<void>((r) => (release = r)));
    await pause(20);
    // On the other instance: the same session waits, another session runs at once.
    let sameRan = false;
    const same = instances[1]!.run(first, async () => void (sameRan = true));
    await instances[1]!.run(second, async () => undefined);
    await pause(50);
    expect(sameRan).toBe(false);
    release();
    await Promise.all([held, same]);
    expect(sameRan).toBe(true);
  });

  it("runs a task in order without the lock, and only its exclusive part under it", async () => {
    const code = uniqueCode();
    let release = () => undefined as void;
    // Another instance holds the session (a join, or a command retried after a conflict).
    const held = instances[0]!.run(code, () => new Promise<void>((r) => (release = r)));
    await pause(20);
    const steps: string[] = [];
    const task = instances[1]!.inOrder(code, async (exclusive) => {
      steps.push("first try");
      await exclusive(async () => void steps.push("retry"));
    });
    await pause(50);
    expect(steps).toEqual(["first try"]);
    release();
    await Promise.all([held, task]);
    expect(steps).toEqual(["first try", "retry"]);
  });

  it("releases the lock when a command fails", async () => {
    const code = uniqueCode();
    await expect(
      instances[0]!.run(code, async () => {
        throw new Error("boom");
      }),
    ).rejects.toThrow("boom");
    const answer = await Promise.race([
      instances[1]!.run(code, async () => "ran"),
      pause(2000).then(() => "still locked"),
    ]);
    expect(answer).toBe("ran");
  });
});
