// Lengths reported by screens (docs/security.md, "Reported lengths"): one row per song and party,
// so the catalogue's length changes only when screens of several parties agree on it, and one
// party's screen can no longer set every party's length of a song.
import type { Kysely } from "kysely";

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("length_reports")
    .addColumn("song_id", "integer", (c) => c.notNull().references("songs.id").onDelete("cascade"))
    .addColumn("session_code", "text", (c) => c.notNull())
    // client-address.ts's addressKey: the address, an IPv6 one by its /64.
    .addColumn("address_key", "text", (c) => c.notNull())
    .addColumn("duration_s", "integer", (c) => c.notNull())
    .addColumn("reported_at", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("length_reports_pk", ["song_id", "session_code"])
    .execute();
  // A song's newest reports are read, and its oldest trimmed.
  await db.schema
    .createIndex("length_reports_song")
    .on("length_reports")
    .columns(["song_id", "reported_at"])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("length_reports").execute();
}
