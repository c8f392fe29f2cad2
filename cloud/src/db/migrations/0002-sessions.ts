// Live sessions: each session's state as one JSON document, versioned so that concurrent writers
// can never overwrite each other; and the length of songs, so a party never stalls.
import type { Kysely } from "kysely";

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("sessions")
    .addColumn("code", "text", (c) => c.primaryKey())
    .addColumn("state", "text", (c) => c.notNull())
    .addColumn("version", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("created_at", "text", (c) => c.notNull())
    // The last command or device presence: idle sessions are deleted after 24 hours.
    .addColumn("last_active_at", "text", (c) => c.notNull())
    // When the session's timer is due (a song nobody reported, or the next song to start).
    .addColumn("due_at", "text")
    .execute();
  await db.schema.createIndex("sessions_due_at").on("sessions").column("due_at").execute();
  await db.schema
    .createIndex("sessions_last_active_at")
    .on("sessions")
    .column("last_active_at")
    .execute();

  await db.schema.alterTable("songs").addColumn("duration_s", "integer").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("songs").dropColumn("duration_s").execute();
  await db.schema.dropTable("sessions").execute();
}
