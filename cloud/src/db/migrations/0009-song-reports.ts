// Songs hidden by screens (docs/security.md, "A screen is a screen because the cloud says so"):
// a report now counts only from a screen proven by its token, once per song and address, and a
// hidden song comes back by itself. `song_reports` replaces `song_failures`, whose rows were keyed
// by the device_id a client chooses and so prove nothing: they are dropped, and the songs they hid
// come back within a week like any song screens hide from now on. `hidden_until` is null for a
// song an import found unplayable (it stays hidden until an import finds it playable again).
import { sql, type Kysely } from "kysely";

/** The first hide's length then (playability-rules.ts FIRST_HIDE_MS), fixed here as it was. */
const WEEK_MS = 7 * 24 * 60 * 60_000;

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("song_reports")
    .addColumn("song_id", "integer", (c) => c.notNull().references("songs.id").onDelete("cascade"))
    // client-address.ts's addressKey: the address, an IPv6 one by its /64.
    .addColumn("address_key", "text", (c) => c.notNull())
    .addColumn("session_code", "text", (c) => c.notNull())
    .addColumn("queue_id", "text", (c) => c.notNull())
    .addColumn("error_code", "integer", (c) => c.notNull())
    .addColumn("reported_at", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("song_reports_pk", ["song_id", "address_key"])
    .execute();
  // The rate per address counts its recent reports.
  await db.schema
    .createIndex("song_reports_address")
    .on("song_reports")
    .columns(["address_key", "reported_at"])
    .execute();
  await db.schema.alterTable("songs").addColumn("hidden_until", "text").execute();
  await db.schema
    .alterTable("songs")
    .addColumn("times_hidden", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
  const back = new Date(Date.now() + WEEK_MS).toISOString();
  await sql`UPDATE songs SET hidden_until = ${back}, times_hidden = 1
            WHERE unplayable_at IS NOT NULL
              AND id IN (SELECT song_id FROM song_failures)`.execute(db);
  await db.schema.dropTable("song_failures").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("song_failures")
    .addColumn("song_id", "integer", (c) => c.notNull().references("songs.id").onDelete("cascade"))
    .addColumn("device_id", "text", (c) => c.notNull())
    .addColumn("session_code", "text", (c) => c.notNull())
    .addColumn("queue_id", "text", (c) => c.notNull())
    .addColumn("error_code", "integer", (c) => c.notNull())
    .addColumn("reported_at", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("song_failures_pk", ["song_id", "device_id"])
    .execute();
  await db.schema
    .createIndex("song_failures_queue_item")
    .on("song_failures")
    .columns(["session_code", "queue_id"])
    .execute();
  await db.schema.alterTable("songs").dropColumn("times_hidden").execute();
  await db.schema.alterTable("songs").dropColumn("hidden_until").execute();
  await db.schema.dropTable("song_reports").execute();
}
