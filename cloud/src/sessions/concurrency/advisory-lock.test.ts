// The PostgreSQL session lock, as two cloud instances would hold it: two locks on two pools.
// Commands of one session never overlap across them; other sessions do not wait.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type pg from "pg";
import { createPostgresPool } from "../../db/postgres.js";
import { onPostgres, testDatabaseUrl } from "../../test-support/test-postgres.js";
import { eventually } from "../../test-support/socket-device.js";
import { createAdvisoryLock, SESSION_LOCK_NAMESPACE } from "./advisory-lock.js";
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

  /** A task that holds the session until released, and says when it is inside. */
  function holder() {
    let release = () => undefined as void;
    let entered = () => undefined as void;
    const inside = new Promise<void>((resolve) => (entered = resolve));
    const task = () => {
      entered();
      return new Promise<void>((resolve) => (release = resolve));
    };
    return { task, inside, release: () => release() };
  }

  /** Waits until some connection waits in PostgreSQL for this session's lock. */
  const someoneWaitsFor = (code: string) =>
    eventually(
      async () => {
        const { rows } = await pools[0]!.query<{ waiting: string }>(
          `SELECT count(*) AS waiting FROM pg_locks
            WHERE locktype = 'advisory' AND NOT granted AND objsubid = 2
              AND classid = $1::bigint::oid AND objid = (hashtext($2)::bigint & 4294967295)::oid`,
          [SESSION_LOCK_NAMESPACE, code],
        );
        return Number(rows[0]!.waiting);
      },
      (waiting) => waiting > 0,
    );

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
    const holding = holder();
    const held = instances[0]!.run(first, holding.task);
    await holding.inside;
    // On the other instance: the same session waits, another session runs at once.
    let sameRan = false;
    const same = instances[1]!.run(first, async () => void (sameRan = true));
    await instances[1]!.run(second, async () => undefined);
    await someoneWaitsFor(first);
    expect(sameRan).toBe(false);
    holding.release();
    await Promise.all([held, same]);
    expect(sameRan).toBe(true);
  });

  it("runs a task in order without the lock, and only its exclusive part under it", async () => {
    const code = uniqueCode();
    // Another instance holds the session (a join, or a command retried after a conflict).
    const holding = holder();
    const held = instances[0]!.run(code, holding.task);
    await holding.inside;
    const steps: string[] = [];
    const task = instances[1]!.inOrder(code, async (exclusive) => {
      steps.push("first try");
      await exclusive(async () => void steps.push("retry"));
    });
    await someoneWaitsFor(code);
    expect(steps).toEqual(["first try"]);
    holding.release();
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
      pause(10_000).then(() => "still locked"),
    ]);
    expect(answer).toBe("ran");
  });
});
