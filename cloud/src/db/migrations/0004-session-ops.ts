// The op_ids a session has applied, one row each, so that a command retried after a reconnect
// applies once. They used to live inside the session's JSON, which then grew to 200 op_ids that
// every command rewrote (docs/performance.md); a row each costs one small insert per command.
import { sql, type Kysely } from "kysely";
import { isSqlite } from "../dialect.js";

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("session_ops")
    .addColumn("code", "text", (c) => c.notNull().references("sessions.code").onDelete("cascade"))
    .addColumn("op_id", "text", (c) => c.notNull())
    .addColumn("applied_at", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("session_ops_pk", ["code", "op_id"])
    // On SQLite the rows live in the primary key's own b-tree: one page fewer written per command,
    // so checkpoints come less often (docs/performance.md). PostgreSQL has no such option.
    .$call((table) => (isSqlite(db) ? table.modifyEnd(sql`without rowid`) : table))
    .execute();
  await db.schema
    .createIndex("session_ops_applied_at")
    .on("session_ops")
    .column("applied_at")
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("session_ops").execute();
}
