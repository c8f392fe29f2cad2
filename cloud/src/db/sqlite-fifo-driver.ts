// Kysely's SQLite driver hands its one connection out through a mutex that wakes every waiter at
// each release (all await one promise, one wins, the rest wait again): with hundreds of commands
// waiting, as after a pause for garbage collection, each release costs as many wake-ups as there
// are waiters, and the queue drains in quadratic time (docs/performance.md). This driver puts a
// first-in, first-out queue in front of it: one waiter is woken per release, in arrival order, and
// Kysely's own mutex is then always free.
import {
  SqliteDialect,
  SqliteDriver,
  type DatabaseConnection,
  type Driver,
  type SqliteDialectConfig,
} from "kysely";

/** A lock whose waiters get it one at a time, in the order they asked. */
export class FifoMutex {
  private held = false;
  private readonly waiters: ((() => void) | undefined)[] = [];
  private head = 0;

  lock(): Promise<void> {
    if (!this.held) {
      this.held = true;
      return Promise.resolve();
    }
    return new Promise((resolve) => this.waiters.push(resolve));
  }

  unlock(): void {
    const next = this.waiters[this.head];
    if (next === undefined) {
      this.held = false;
      return;
    }
    // An index instead of shift(): shift() copies the array each time.
    this.waiters[this.head] = undefined;
    this.head += 1;
    if (this.head > 1024 && this.head * 2 > this.waiters.length) {
      this.waiters.splice(0, this.head);
      this.head = 0;
    }
    next(); // still held: the lock passes straight to the next waiter
  }

  get waiting(): number {
    return this.waiters.length - this.head;
  }
}

class FifoSqliteDriver extends SqliteDriver {
  private readonly queue = new FifoMutex();

  override async acquireConnection(): Promise<DatabaseConnection> {
    await this.queue.lock();
    return super.acquireConnection();
  }

  override async releaseConnection(): Promise<void> {
    await super.releaseConnection();
    this.queue.unlock();
  }
}

export class FifoSqliteDialect extends SqliteDialect {
  private readonly driverConfig: SqliteDialectConfig;

  constructor(config: SqliteDialectConfig) {
    super(config);
    this.driverConfig = config;
  }

  override createDriver(): Driver {
    return new FifoSqliteDriver(this.driverConfig);
  }
}
