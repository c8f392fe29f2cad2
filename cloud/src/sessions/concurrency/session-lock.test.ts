import { describe, expect, it } from "vitest";
import { createInProcessLock } from "./session-lock.js";

/** A command whose database answers synchronously (SQLite): all CPU, no I/O to wait for. */
function busy(ms: number): Promise<void> {
  const until = performance.now() + ms;
  while (performance.now() < until) {
    // spinning
  }
  return Promise.resolve();
}

describe("the in-process session lock", () => {
  it("runs one session's tasks one at a time, in order", async () => {
    const lock = createInProcessLock();
    const order: number[] = [];
    let running = 0;
    await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        lock.run("ABC234", async () => {
          running += 1;
          expect(running).toBe(1);
          await Promise.resolve();
          order.push(i);
          running -= 1;
        }),
      ),
    );
    expect(order).toEqual(Array.from({ length: 20 }, (_, i) => i));
  });

  it("lets the event loop run between a burst's tasks: others are answered meanwhile", async () => {
    const lock = createInProcessLock();
    let done = 0;
    const burst = Array.from({ length: 50 }, () =>
      lock.run("ABC234", async () => {
        await busy(2);
        done += 1;
      }),
    );
    // Another request arriving as the burst starts (a health check, another party's command).
    const answeredAfter = await new Promise<number>((resolve) => setImmediate(() => resolve(done)));
    expect(answeredAfter).toBeLessThan(5);
    await Promise.all(burst);
    expect(done).toBe(50);
  });

  it("keeps going after a task fails", async () => {
    const lock = createInProcessLock();
    const failed = lock.run("ABC234", () => Promise.reject(new Error("no")));
    await expect(failed).rejects.toThrow("no");
    await expect(lock.run("ABC234", () => Promise.resolve(7))).resolves.toBe(7);
  });
});
