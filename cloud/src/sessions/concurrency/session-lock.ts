// Commands of one session run one at a time, in arrival order. In one process a promise chain per
// session is enough; several instances need a database lock behind the same interface.

/** Runs a task alone: no other exclusive task of the session runs anywhere meanwhile. */
export type Exclusive = <U>(task: () => Promise<U>) => Promise<U>;

export interface SessionLock {
  /** Runs `task` alone, here and on every other instance (joins: the device cap counts on it). */
  run<T>(code: string, task: () => Promise<T>): Promise<T>;
  /**
   * Runs `task` after this instance's earlier tasks of the session, one at a time; other instances
   * may write the session meanwhile, which the versioned save catches. `exclusive` takes the lock
   * that keeps every other instance's exclusive tasks out, for a retry after a conflict.
   */
  inOrder<T>(code: string, task: (exclusive: Exclusive) => Promise<T>): Promise<T>;
}

/** Lets timers, I/O and other sessions' work run before the task (a macrotask turn). */
const turn = () => new Promise<void>((resolve) => setImmediate(resolve));

/** One process: its order is the only order, so every task is exclusive. */
export function createInProcessLock(): SessionLock {
  const tails = new Map<string, Promise<unknown>>();
  const alreadyAlone: Exclusive = (task) => task();
  function run<T>(code: string, task: () => Promise<T>): Promise<T> {
    const previous = tails.get(code);
    // A task waiting behind another one of its session first gives the event loop a turn.
    // SQLite answers synchronously, so without it a burst of one party's commands would run
    // back to back in one turn, and nothing else (health checks, other parties) would be
    // answered until the last (docs/performance.md, Burst).
    const result = previous ? previous.then(turn).then(task) : Promise.resolve().then(task);
    const tail = result.catch(() => undefined);
    tails.set(code, tail);
    void tail.then(() => {
      if (tails.get(code) === tail) tails.delete(code);
    });
    return result;
  }
  return {
    run,
    inOrder: (code, task) => run(code, () => task(alreadyAlone)),
  };
}
