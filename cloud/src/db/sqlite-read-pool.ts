// Catalogue reads on SQLite run on worker threads, not on the event loop: better-sqlite3 runs a
// query synchronously, so one slow search used to stop every party's commands until it ended
// (docs/performance.md, "Search flood"). Each worker holds its own read-only connection to the
// same file (WAL lets readers run beside the writer); the main thread compiles the query with
// Kysely as before and only the SQL and its parameters cross over. Writes stay on the main
// connection: this dialect refuses anything that is not a read.
//
// The queue in front of the workers has one lane per caller (withReadLane, e.g. a client
// address), served in turn: a flood of searches from one address waits behind itself, not in
// front of everyone else's.
import { AsyncLocalStorage } from "node:async_hooks";
import { createRequire } from "node:module";
import { availableParallelism } from "node:os";
import { Worker } from "node:worker_threads";
import {
  type CompiledQuery,
  Kysely,
  SqliteAdapter,
  SqliteIntrospector,
  SqliteQueryCompiler,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  type QueryResult,
} from "kysely";

/**
 * Worker threads per server: one core is left to the event loop (one worker on two cores), and
 * at most four.
 */
export const READ_WORKERS = Math.max(1, Math.min(4, availableParallelism() - 1));

// Plain CommonJS for an eval'd worker: it runs the same from the built files and from the sources
// under test, with no loader (as sqlite-checkpointer.ts). Statements are kept prepared, by SQL.
const WORKER_SOURCE = `
const { parentPort, workerData } = require("node:worker_threads");
const Database = require(workerData.driver);
const db = new Database(workerData.file, { readonly: true, fileMustExist: true });
db.pragma("busy_timeout = 5000");
db.pragma("cache_size = -32768");
const statements = new Map();
parentPort.on("message", (message) => {
  if (message === "stop") { db.close(); parentPort.close(); return; }
  try {
    let statement = statements.get(message.sql);
    if (!statement) {
      statement = db.prepare(message.sql);
      statements.set(message.sql, statement);
      if (statements.size > 256) statements.delete(statements.keys().next().value);
    }
    if (!statement.reader) throw new Error("read pool: only reads run here");
    parentPort.postMessage({ id: message.id, rows: statement.all(message.parameters) });
  } catch (error) {
    parentPort.postMessage({ id: message.id, error: { message: String(error && error.message), code: error && error.code } });
  }
});
`;

interface Job {
  sql: string;
  parameters: readonly unknown[];
  resolve(rows: unknown[]): void;
  reject(error: Error): void;
}

type Reply =
  { id: number; rows: unknown[] } | { id: number; error: { message: string; code?: string } };

const lanes = new AsyncLocalStorage<string>();

/** Runs `work` with its reads queued in the lane `key` (one lane per client address, say). */
export function withReadLane<T>(key: string, work: () => Promise<T>): Promise<T> {
  return lanes.run(key, work);
}

export class SqliteReadPool {
  private readonly idle: Worker[] = [];
  private readonly running = new Map<Worker, { id: number; job: Job }>();
  /** Waiting jobs by lane; Map order is the turn order. */
  private readonly waiting = new Map<string, Job[]>();
  private readonly exited: Promise<void>[] = [];
  private nextId = 0;
  private stopped = false;

  constructor(file: string, size = READ_WORKERS) {
    const driver = createRequire(import.meta.url).resolve("better-sqlite3");
    for (let i = 0; i < size; i += 1) {
      const worker = new Worker(WORKER_SOURCE, { eval: true, workerData: { file, driver } });
      // The workers must never keep the process alive on their own.
      worker.unref();
      worker.on("message", (reply: Reply) => this.finish(worker, reply));
      worker.on("error", (error) => this.fail(worker, error));
      this.exited.push(new Promise((resolve) => worker.once("exit", () => resolve())));
      this.idle.push(worker);
    }
  }

  /** The rows of one read, run on the next free worker in the caller's turn. */
  read(sql: string, parameters: readonly unknown[]): Promise<unknown[]> {
    if (this.stopped) return Promise.reject(new Error("The read pool is stopped"));
    return new Promise((resolve, reject) => {
      const lane = lanes.getStore() ?? "";
      const queue = this.waiting.get(lane);
      const job = { sql, parameters, resolve, reject };
      if (queue) queue.push(job);
      else this.waiting.set(lane, [job]);
      this.dispatch();
    });
  }

  /** Reads waiting for a worker, in every lane. */
  get backlog(): number {
    let count = 0;
    for (const queue of this.waiting.values()) count += queue.length;
    return count;
  }

  /** Workers alive, those free, and the reads waiting for one (for /metrics). */
  counts(): { total: number; idle: number; waiting: number } {
    return {
      total: this.idle.length + this.running.size,
      idle: this.idle.length,
      waiting: this.backlog,
    };
  }

  async stop(): Promise<void> {
    if (!this.stopped) {
      this.stopped = true;
      for (const queue of this.waiting.values())
        for (const job of queue) job.reject(new Error("The database is closed"));
      this.waiting.clear();
      for (const worker of [...this.idle, ...this.running.keys()]) worker.postMessage("stop");
    }
    await Promise.all(this.exited);
  }

  private dispatch(): void {
    while (this.idle.length > 0) {
      const next = this.waiting.entries().next();
      if (next.done) return;
      const [lane, queue] = next.value;
      const job = queue.shift() as Job;
      // The lane goes to the back of the turn order, or away when empty.
      this.waiting.delete(lane);
      if (queue.length > 0) this.waiting.set(lane, queue);
      const worker = this.idle.pop() as Worker;
      const id = (this.nextId += 1);
      this.running.set(worker, { id, job });
      worker.postMessage({ id, sql: job.sql, parameters: job.parameters });
    }
  }

  private finish(worker: Worker, reply: Reply): void {
    const current = this.running.get(worker);
    if (!current || current.id !== reply.id) return;
    this.running.delete(worker);
    if (!this.stopped) this.idle.push(worker);
    if ("error" in reply) {
      const error = new Error(reply.error.message) as Error & { code?: string };
      if (reply.error.code) error.code = reply.error.code;
      current.job.reject(error);
    } else {
      current.job.resolve(reply.rows);
    }
    this.dispatch();
  }

  private fail(worker: Worker, error: Error): void {
    // A worker that died (out of memory, say) takes its read with it; the others carry on.
    this.running.get(worker)?.job.reject(error);
    this.running.delete(worker);
    const index = this.idle.indexOf(worker);
    if (index >= 0) this.idle.splice(index, 1);
    if (this.idle.length > 0 || this.running.size > 0) return;
    for (const queue of this.waiting.values()) for (const job of queue) job.reject(error);
    this.waiting.clear();
    this.stopped = true;
  }
}

class PooledConnection implements DatabaseConnection {
  constructor(private readonly pool: SqliteReadPool) {}

  async executeQuery<R>(compiledQuery: CompiledQuery): Promise<QueryResult<R>> {
    const rows = await this.pool.read(compiledQuery.sql, compiledQuery.parameters);
    return { rows: rows as R[] };
  }

  // eslint-disable-next-line require-yield
  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error("read pool: streaming is not supported");
  }
}

class ReadPoolDriver implements Driver {
  private readonly connection: PooledConnection;

  constructor(private readonly pool: SqliteReadPool) {
    this.connection = new PooledConnection(pool);
  }

  async init(): Promise<void> {}

  // Every query is a job of its own: no connection is held, so none is handed out in turn.
  async acquireConnection(): Promise<DatabaseConnection> {
    return this.connection;
  }

  async beginTransaction(): Promise<void> {
    throw new Error("read pool: no transactions (reads only)");
  }

  async commitTransaction(): Promise<void> {
    throw new Error("read pool: no transactions (reads only)");
  }

  async rollbackTransaction(): Promise<void> {
    throw new Error("read pool: no transactions (reads only)");
  }

  async releaseConnection(): Promise<void> {}

  async destroy(): Promise<void> {
    await this.pool.stop();
  }
}

class ReadPoolDialect implements Dialect {
  constructor(private readonly pool: SqliteReadPool) {}

  createDriver(): Driver {
    return new ReadPoolDriver(this.pool);
  }

  createQueryCompiler() {
    return new SqliteQueryCompiler();
  }

  createAdapter() {
    return new SqliteAdapter();
  }

  createIntrospector(db: Kysely<unknown>) {
    return new SqliteIntrospector(db);
  }
}

/**
 * A Kysely whose queries run on a pool of read-only workers, and how to stop them: directly, not
 * through Kysely's destroy(), which skips a driver that never ran a query. The workers must close
 * before the main connection, whose close then checkpoints and removes the log.
 */
export function openReadPool<DB>(
  file: string,
  size = READ_WORKERS,
): {
  reads: Kysely<DB>;
  stop(): Promise<void>;
  counts(): { total: number; idle: number; waiting: number };
} {
  const pool = new SqliteReadPool(file, size);
  return {
    reads: new Kysely<DB>({ dialect: new ReadPoolDialect(pool) }),
    stop: () => pool.stop(),
    counts: () => pool.counts(),
  };
}
