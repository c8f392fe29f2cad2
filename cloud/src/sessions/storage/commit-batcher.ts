// Group commit: the writes submitted in one event-loop turn, across sessions, go to the database
// together, in one transaction (one log write on SQLite, one statement on PostgreSQL), instead of
// one transaction each (docs/performance.md, Live relay). A write's promise settles only once its
// batch is committed, so nothing built on it (a broadcast) goes out before; a batch that fails
// fails exactly the writes in it. The session store batches its reads with it too (one query for
// the sessions asked for in a turn).

/** Commits a batch in one transaction; one outcome per write, in the batch's order. */
export type CommitBatch<W, R> = (writes: readonly W[]) => Promise<readonly R[]>;

export interface CommitBatcherOptions<W, R> {
  commit: CommitBatch<W, R>;
  /**
   * A batch holds at most one write per key (a session): a second waits for the next batch, so a
   * session's writes still reach the database one at a time, in the order they were submitted.
   */
  keyOf: (write: W) => string;
  /** Most writes in one batch; the rest wait for the next. */
  maxBatch?: number;
  /** When a batch is sent: after the current turn's I/O callbacks by default (setImmediate). */
  schedule?: (flush: () => void) => void;
}

export interface CommitBatcher<W, R> {
  submit(write: W): Promise<R>;
  /** Writes submitted and not yet committed. */
  readonly pending: number;
}

interface Pending<W, R> {
  write: W;
  resolve: (outcome: R) => void;
  reject: (error: unknown) => void;
}

export const DEFAULT_MAX_BATCH = 500;

export function createCommitBatcher<W, R>(
  options: CommitBatcherOptions<W, R>,
): CommitBatcher<W, R> {
  const { commit, keyOf } = options;
  const maxBatch = options.maxBatch ?? DEFAULT_MAX_BATCH;
  const schedule = options.schedule ?? ((flush) => setImmediate(flush));
  let queue: Pending<W, R>[] = [];
  let scheduled = false;
  // One batch at a time: what arrives while one commits forms the next, larger, batch.
  let committing = false;

  function scheduleFlush(): void {
    if (scheduled || committing || queue.length === 0) return;
    scheduled = true;
    schedule(() => {
      scheduled = false;
      void flush();
    });
  }

  /** The next batch: in submission order, one write per key, the others left queued. */
  function takeBatch(): Pending<W, R>[] {
    const batch: Pending<W, R>[] = [];
    const rest: Pending<W, R>[] = [];
    const keys = new Set<string>();
    for (const pending of queue) {
      const key = keyOf(pending.write);
      if (batch.length >= maxBatch || keys.has(key)) {
        // Later writes of a deferred key must stay behind it.
        keys.add(key);
        rest.push(pending);
      } else {
        keys.add(key);
        batch.push(pending);
      }
    }
    queue = rest;
    return batch;
  }

  async function flush(): Promise<void> {
    const batch = takeBatch();
    if (batch.length === 0) return;
    committing = true;
    try {
      const outcomes = await commit(batch.map((pending) => pending.write));
      if (outcomes.length !== batch.length)
        throw new Error(`a batch of ${batch.length} writes came back with ${outcomes.length}`);
      batch.forEach((pending, index) => pending.resolve(outcomes[index] as R));
    } catch (error) {
      for (const pending of batch) pending.reject(error);
    } finally {
      committing = false;
      scheduleFlush();
    }
  }

  return {
    submit(write) {
      return new Promise<R>((resolve, reject) => {
        queue.push({ write, resolve, reject });
        scheduleFlush();
      });
    },
    get pending() {
      return queue.length;
    },
  };
}
