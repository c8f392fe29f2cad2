// Reading a session's stored row: every command does, first, when no in-memory copy can be
// trusted (several instances). On PostgreSQL it is a named prepared statement, parsed and planned
// once per connection instead of once per command.
import type { Kysely } from "kysely";
import type pg from "pg";
import type { DatabaseHandle } from "../db/database.js";
import type { Database } from "../db/schema.js";

export interface SessionRow {
  /** The serialised state. */
  state: string;
  version: number;
}

export type SessionRowReader = (code: string) => Promise<SessionRow | undefined>;

export function kyselySessionReader(db: Kysely<Database>): SessionRowReader {
  return (code) =>
    db
      .selectFrom("sessions")
      .select(["state", "version"])
      .where("code", "=", code)
      .executeTakeFirst();
}

export function postgresSessionReader(pool: pg.Pool): SessionRowReader {
  return async (code) => {
    const result = await pool.query<SessionRow>({
      name: "encore_session_read",
      text: "SELECT state, version FROM sessions WHERE code = $1",
      values: [code],
    });
    return result.rows[0];
  };
}

/**
 * PostgreSQL's prepared statement when its pool is at hand. SQLite reads through Kysely: a read of
 * its own connection must wait for Kysely's (a transaction may be open on it), and one instance
 * reads its sessions from memory anyway (session-store.ts).
 */
export function sessionReaderFor(database: Pick<DatabaseHandle, "db" | "postgres">) {
  return database.postgres
    ? postgresSessionReader(database.postgres)
    : kyselySessionReader(database.db);
}
