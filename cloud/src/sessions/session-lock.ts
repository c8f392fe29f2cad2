// Commands of one session run one at a time, in arrival order. In one process a promise chain per
// session is enough; several instances need a database lock behind the same interface.

export interface SessionLock {
  run<T>(code: string, task: () => Promise<T>): Promise<T>;
}

export function createInProcessLock(): SessionLock {
  const tails = new Map<string, Promise<unknown>>();
  return {
    run(code, task) {
      const previous = tails.get(code) ?? Promise.resolve();
      const result = previous.then(task);
      const tail = result.catch(() => undefined);
      tails.set(code, tail);
      void tail.then(() => {
        if (tails.get(code) === tail) tails.delete(code);
      });
      return result;
    },
  };
}
