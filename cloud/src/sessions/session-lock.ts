// Commands of one session run one at a time, in arrival order. In one process a promise chain per
// session is enough; several instances need a database lock behind the same interface.

export interface SessionLock {
  run<T>(code: string, task: () => Promise<T>): Promise<T>;
}

/** Lets timers, I/O and other sessions' work run before the task (a macrotask turn). */
const turn = () => new Promise<void>((resolve) => setImmediate(resolve));

export function createInProcessLock(): SessionLock {
  const tails = new Map<string, Promise<unknown>>();
  return {
    run(code, task) {
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
    },
  };
}
