// What an opened database is to the rest of the cloud, whichever database it is (database.ts
// opens SQLite, postgres.ts PostgreSQL).
import type SQLite from "better-sqlite3";
import type { Kysely } from "kysely";
import type { Database } from "./schema.js";

export type Dialect = "sqlite" | "postgres";

/** A pool's connections (or SQLite's read workers) and the queries waiting for one. */
export interface PoolCounts {
  pool: string;
  total: number;
  idle: number;
  waiting: number;
}

export interface DatabaseHandle {
  db: Kysely<Database>;
  dialect: Dialect;
  /**
   * SQLite's own connection, under Kysely's: only for the session commands' batched writes, which
   * run it while holding Kysely's connection (sessions/storage/session-batch-writes.ts).
   */
  sqlite?: SQLite.Database;
  /**
   * Where catalogue reads go: on SQLite opened with `readWorkers`, a pool of read-only
   * connections on worker threads (sqlite-read-pool.ts), so a slow search never holds up the
   * event loop; otherwise `db` itself (PostgreSQL runs its queries off the loop already).
   */
  reads: Kysely<Database>;
  /** Where the data lives, for logs: a file path or a redacted URL. */
  location: string;
  /** The pools' counts now, for /metrics (metrics/state-gauges.ts); none when it has no pool. */
  pools?: () => PoolCounts[];
  close(): Promise<void>;
}
