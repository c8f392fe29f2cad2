import SQLite from "better-sqlite3";
import { Kysely } from "kysely";
import { afterEach, describe, expect, it } from "vitest";
import { FifoMutex, FifoSqliteDialect } from "./sqlite-fifo-driver.js";

interface Tables {
  t: { n: number };
}

let db: Kysely<Tables> | undefined;
afterEach(async () => {
  await db?.destroy();
  db = undefined;
});

function open(): Kysely<Tables> {
  const connection = new SQLite(":memory:");
  connection.exec("CREATE TABLE t (n INTEGER)");
  db = new Kysely<Tables>({ dialect: new FifoSqliteDialect({ database: connection }) });
  return db;
}

describe("the first-in, first-out mutex", () => {
  it("hands the lock to one waiter at a time, in the order they asked", async () => {
    const mutex = new FifoMutex();
    const order: number[] = [];
    let inside = 0;
    await Promise.all(
      Array.from({ length: 3000 }, async (_, i) => {
        await mutex.lock();
        inside += 1;
        expect(inside).toBe(1);
        order.push(i);
        await Promise.resolve();
        inside -= 1;
        mutex.unlock();
      }),
    );
    expect(order).toEqual(Array.from({ length: 3000 }, (_, i) => i));
    expect(mutex.waiting).toBe(0);
    // Free again: the next lock is immediate.
    await mutex.lock();
    mutex.unlock();
  });
});

describe("the SQLite dialect behind it", () => {
  it("keeps other queries out of an open transaction", async () => {
    const kysely = open();
    let outsideRan = false;
    const transaction = kysely.transaction().execute(async (trx) => {
      await trx.insertInto("t").values({ n: 1 }).execute();
      // A query from outside, issued while the transaction is open, must wait for its end.
      const outside = kysely
        .selectFrom("t")
        .selectAll()
        .execute()
        .then((rows) => ((outsideRan = true), rows));
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(outsideRan).toBe(false);
      throw Object.assign(new Error("roll back"), { outside });
    });
    const error = (await transaction.catch((e: unknown) => e)) as { outside: Promise<unknown[]> };
    // Rolled back before the outside query ran: it sees no row.
    expect(await error.outside).toEqual([]);
  });
});
