// The operator's back office (docs/admin.md): its sign-ins, kept in the database so every instance
// knows them; a row per song start the play counter counts, the one record of plays per day; and
// why a hidden song is hidden, so a song the operator hid stays hidden until the operator says.
import { sql, type Kysely } from "kysely";
import { idColumn } from "../dialect.js";

export async function up(db: Kysely<unknown>): Promise<void> {
  // Selector/verifier pairs, like login_sessions: the cookie holds `id.verifier`.
  await db.schema
    .createTable("admin_sessions")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("verifier_hash", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("expires_at", "text", (c) => c.notNull())
    .execute();

  // No reference to songs: what was sung stays counted if a song leaves the catalogue.
  await db.schema
    .createTable("plays")
    .addColumn("id", "integer", idColumn(db))
    .addColumn("song_id", "integer", (c) => c.notNull())
    .addColumn("started_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("plays_started_at").on("plays").column("started_at").execute();

  await db.schema
    .alterTable("songs")
    .addColumn("hidden_reason", "text", (c) =>
      c.check(sql`hidden_reason in ('reports', 'import', 'operator')`),
    )
    .execute();
  // Until now screens' hides came back by themselves (hidden_until) and an import's did not.
  await sql`UPDATE songs SET hidden_reason = CASE WHEN hidden_until IS NULL THEN 'import' ELSE 'reports' END
            WHERE unplayable_at IS NOT NULL`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("songs").dropColumn("hidden_reason").execute();
  await db.schema.dropTable("plays").execute();
  await db.schema.dropTable("admin_sessions").execute();
}
