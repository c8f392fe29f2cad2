// Opens PostgreSQL through Kysely's PostgresDialect and a pg pool. Counts come back as bigint,
// which pg hands over as strings; they are read as numbers here, once, so every query reads the
// same on both databases (no count in Encore comes near 2^53).
import { Kysely } from "kysely";
import pg from "pg";
import { CurrentSchemaPostgresDialect } from "./current-schema-introspector.js";
import type { DatabaseHandle, PoolCounts } from "./database-handle.js";
import type { Database } from "./schema.js";

const INT8_OID = 20;

const types = {
  getTypeParser: ((oid: number, format?: "text" | "binary") =>
    oid === INT8_OID && format !== "binary"
      ? (value: string) => Number(value)
      : pg.types.getTypeParser(oid, format ?? "text")) as typeof pg.types.getTypeParser,
};

/**
 * A pg pool for a DATABASE_URL, with the type parsing Encore expects. The URL may carry
 * connection options, e.g. `?options=-c%20search_path%3Dname` (tests give each server a schema).
 */
export function createPostgresPool(url: string, max = 10): pg.Pool {
  const pool = new pg.Pool({ connectionString: url, types, max });
  // An idle connection the server closed (a restart, a failover) is dropped from the pool and
  // the next query opens a new one; unhandled, pg's 'error' event would end the process.
  pool.on("error", () => undefined);
  return pool;
}

/** A pg pool's counts, under a name of our own. */
export function pgPoolCounts(name: string, pool: pg.Pool): PoolCounts {
  return { pool: name, total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount };
}

/** The URL without its password, for logs. */
export function redactUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = "***";
    return parsed.toString();
  } catch {
    return "postgres://…";
  }
}

export function openPostgres(url: string): DatabaseHandle {
  const pool = createPostgresPool(url);
  const db = new Kysely<Database>({ dialect: new CurrentSchemaPostgresDialect({ pool }) });
  return {
    db,
    reads: db,
    dialect: "postgres",
    location: redactUrl(url),
    pools: () => [pgPoolCounts("queries", pool)],
    close: () => db.destroy(),
  };
}
