// The writes of session commands, a batch at a time (commit-batcher.ts): every session's new state
// compared-and-set on its version, with its op_id recorded in the same transaction. One
// transaction per batch on SQLite, one statement per batch on PostgreSQL.
import type SQLite from "better-sqlite3";
import { sql, type Kysely } from "kysely";
import type { Database } from "../../db/schema.js";

/** One session's write, ready for the database. */
export interface SessionBatchWrite {
  code: string;
  /** The serialised state. */
  state: string;
  /** The version the stored row must still have. */
  expected: number;
  /** The version written. */
  version: number;
  /** The new deadline (ISO), written only when given. */
  dueAt?: string | null;
  /** The op_id applied with it, and when (ISO). */
  op?: { id: string; at: string };
}

/**
 * "saved"; "conflict" when the stored version was not `expected` (another writer was first);
 * "duplicate" when the op_id was applied before. Only "saved" writes anything.
 */
export type SaveOutcome = "saved" | "conflict" | "duplicate";

export type SessionBatchWriter = (writes: readonly SessionBatchWrite[]) => Promise<SaveOutcome[]>;

/**
 * SQLite: better-sqlite3's own prepared statements in one transaction, run while holding Kysely's
 * connection so no query of Kysely's interleaves. The query builder's per-statement work was a
 * large share of a command's cost outside socket.io (docs/performance.md).
 */
export function sqliteSessionWriter(
  db: Kysely<Database>,
  connection: SQLite.Database,
): SessionBatchWriter {
  let statements: ReturnType<typeof prepare> | undefined;
  function prepare() {
    return {
      update: connection.prepare(
        "UPDATE sessions SET state = ?, version = ? WHERE code = ? AND version = ?",
      ),
      updateWithDue: connection.prepare(
        "UPDATE sessions SET state = ?, version = ?, due_at = ? WHERE code = ? AND version = ?",
      ),
      recordOp: connection.prepare(
        "INSERT INTO session_ops (code, op_id, applied_at) VALUES (?, ?, ?) ON CONFLICT DO NOTHING",
      ),
      forgetOp: connection.prepare("DELETE FROM session_ops WHERE code = ? AND op_id = ?"),
    };
  }

  const writeAll = (writes: readonly SessionBatchWrite[]): SaveOutcome[] => {
    // Prepared on first use: the tables exist only once the migrations ran.
    const s = (statements ??= prepare());
    return writes.map((w) => {
      if (w.op && s.recordOp.run(w.code, w.op.id, w.op.at).changes !== 1) return "duplicate";
      const updated =
        w.dueAt === undefined
          ? s.update.run(w.state, w.version, w.code, w.expected)
          : s.updateWithDue.run(w.state, w.version, w.dueAt, w.code, w.expected);
      if (updated.changes === 1) return "saved";
      // Not applied after all: its op_id must not stay recorded.
      if (w.op) s.forgetOp.run(w.code, w.op.id);
      return "conflict";
    });
  };
  const transaction = connection.transaction(writeAll);

  return (writes) => db.connection().execute(() => Promise.resolve(transaction(writes)));
}

/**
 * PostgreSQL: the whole batch as one statement (so one round trip and one commit): the op_ids not
 * seen before, the sessions still at their expected version updated, their op_ids recorded.
 */
export function postgresSessionWriter(db: Kysely<Database>): SessionBatchWriter {
  return async (writes) => {
    const column = <T>(pick: (w: SessionBatchWrite) => T) => writes.map(pick);
    const result = await sql<{ code: string; outcome: SaveOutcome }>`
      WITH batch AS (
        SELECT * FROM unnest(
          ${column((w) => w.code)}::text[], ${column((w) => w.state)}::text[],
          ${column((w) => w.expected)}::int[], ${column((w) => w.version)}::int[],
          ${column((w) => w.dueAt !== undefined)}::bool[], ${column((w) => w.dueAt ?? null)}::text[],
          ${column((w) => w.op?.id ?? null)}::text[], ${column((w) => w.op?.at ?? null)}::text[]
        ) AS b(code, state, expected, version, set_due, due_at, op_id, applied_at)
      ), fresh AS (
        SELECT b.* FROM batch b
        WHERE b.op_id IS NULL OR NOT EXISTS (
          SELECT 1 FROM session_ops o WHERE o.code = b.code AND o.op_id = b.op_id)
      ), updated AS (
        UPDATE sessions s SET state = f.state, version = f.version,
          due_at = CASE WHEN f.set_due THEN f.due_at ELSE s.due_at END
        FROM fresh f WHERE s.code = f.code AND s.version = f.expected
        RETURNING s.code
      ), recorded AS (
        INSERT INTO session_ops (code, op_id, applied_at)
        SELECT f.code, f.op_id, f.applied_at FROM fresh f JOIN updated u ON u.code = f.code
        WHERE f.op_id IS NOT NULL
      )
      SELECT b.code,
        CASE WHEN u.code IS NOT NULL THEN 'saved' WHEN f.code IS NULL THEN 'duplicate'
          ELSE 'conflict' END AS outcome
      FROM batch b LEFT JOIN fresh f ON f.code = b.code LEFT JOIN updated u ON u.code = b.code
    `.execute(db);
    const outcomes = new Map(result.rows.map((row) => [row.code, row.outcome]));
    return writes.map((w) => outcomes.get(w.code) ?? "conflict");
  };
}
