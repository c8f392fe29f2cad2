// Opens the database: SQLite in DATA_DIR by default (WAL, foreign keys, busy timeout), PostgreSQL
// when DATABASE_URL is set.
import { mkdirSync } from "node:fs";
import path from "node:path";
import SQLite from "better-sqlite3";
import { Kysely, sql } from "kysely";
import type { DatabaseHandle } from "./database-handle.js";
import { openPostgres } from "./postgres.js";
import type { Database } from "./schema.js";
import { startBackgroundCheckpoints } from "./sqlite-checkpointer.js";
import { FifoSqliteDialect } from "./sqlite-fifo-driver.js";
import { openReadPool } from "./sqlite-read-pool.js";
import { withStatementCache } from "./statement-cache.js";

export const SQLITE_FILE_NAME = "encore.sqlite";

/** Pragmas applied to every SQLite connection; why each is set is in docs/decisions.md. */
export function configureSqlite(connection: SQLite.Database): void {
  connection.pragma("journal_mode = WAL");
  // NORMAL in WAL mode: a commit survives a crash of the process (SIGKILL), not of the machine.
  connection.pragma("synchronous = NORMAL");
  connection.pragma("foreign_keys = ON");
  connection.pragma("busy_timeout = 5000");
  connection.pragma("cache_size = -65536");
  connection.pragma("temp_store = MEMORY");
}

export interface SqliteOptions {
  /** Checkpoints on a worker thread instead of in commits (the server: sqlite-checkpointer.ts). */
  backgroundCheckpoints?: boolean;
  /** Told when the checkpoint worker failed (the connection then checkpoints for itself). */
  onCheckpointError?: (error: unknown) => void;
  /** Worker threads for catalogue reads (the server: sqlite-read-pool.ts); none by default. */
  readWorkers?: number;
}

export function openSqlite(dataDir: string, options: SqliteOptions = {}): DatabaseHandle {
  mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, SQLITE_FILE_NAME);
  const connection = new SQLite(file);
  configureSqlite(connection);
  const checkpointer = options.backgroundCheckpoints
    ? startBackgroundCheckpoints(connection, file, options.onCheckpointError)
    : undefined;
  const db = new Kysely<Database>({
    dialect: new FifoSqliteDialect({ database: withStatementCache(connection) }),
  });
  const pool = options.readWorkers ? openReadPool<Database>(file, options.readWorkers) : null;
  return {
    db,
    reads: pool?.reads ?? db,
    dialect: "sqlite",
    sqlite: connection,
    location: file,
    ...(pool ? { pools: () => [{ pool: "sqlite_reads", ...pool.counts() }] } : {}),
    close: async () => {
      // The readers first: the last connection to close checkpoints and removes the log.
      await pool?.stop();
      await checkpointer?.stop();
      await db.destroy();
    },
  };
}

export interface DatabaseOptions extends SqliteOptions {
  dataDir: string;
  databaseUrl?: string | undefined;
}

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    const handle = openPostgres(options.databaseUrl);
    try {
      // Fail at start-up, with the server's own message, rather than at the first request.
      await sql`SELECT 1`.execute(handle.db);
    } catch (error) {
      await handle.close();
      throw error;
    }
    return handle;
  }
  return openSqlite(options.dataDir, options);
}
