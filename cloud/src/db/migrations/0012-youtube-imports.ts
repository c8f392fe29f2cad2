// Karaoke songs from YouTube in the back office (docs/admin.md): the cloud's own settings (the
// Data API key), the operator's channel list, a row per import run (its state, and the lock: at
// most one run is `running`), and leases, so one instance alone runs the daily refresh.
import { sql, type Kysely } from "kysely";
import { idColumn } from "../dialect.js";

const count = "integer";

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("settings")
    .addColumn("name", "text", (c) => c.primaryKey())
    .addColumn("value", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();

  await db.schema
    .createTable("youtube_channels")
    .addColumn("handle", "text", (c) => c.primaryKey())
    // Known once the API was asked (added by the operator, or imported): songbooks' source.
    .addColumn("channel_id", "text")
    .addColumn("songbook", "text", (c) => c.notNull())
    .addColumn("prefix", "text", (c) => c.notNull())
    .addColumn("title_order", "text", (c) =>
      c.check(sql`title_order in ('artist-title', 'title-artist')`),
    )
    .addColumn("position", "integer", (c) => c.notNull())
    .addColumn("selected", "integer", (c) => c.notNull().defaultTo(1))
    .addColumn("added_at", "text", (c) => c.notNull())
    .execute();

  let runs = db.schema
    .createTable("import_runs")
    .addColumn("id", "integer", idColumn(db))
    .addColumn("kind", "text", (c) => c.notNull().check(sql`kind in ('manual', 'daily')`))
    .addColumn("status", "text", (c) =>
      c.notNull().check(sql`status in ('running', 'done', 'failed')`),
    )
    .addColumn("started_at", "text", (c) => c.notNull())
    .addColumn("finished_at", "text")
    // Written every minute while the run is alive: a running row long without one is a run whose
    // cloud stopped, and no longer holds the lock.
    .addColumn("heartbeat_at", "text", (c) => c.notNull())
    .addColumn("current_channel", "text")
    .addColumn("error", "text");
  for (const column of [
    "channels_done",
    "channels_total",
    "videos_seen",
    "songs_kept",
    "skipped_not_embeddable",
    "skipped_region",
    "skipped_not_karaoke",
    "skipped_medley",
    "skipped_other",
    "songs_added",
    "songs_hidden",
  ]) {
    runs = runs.addColumn(column, count, (c) => c.notNull().defaultTo(0));
  }
  await runs.execute();
  await db.schema
    .createIndex("import_runs_started_at")
    .on("import_runs")
    .column("started_at")
    .execute();
  // The lock across instances: a second running row cannot be written.
  await db.schema
    .createIndex("import_runs_one_running")
    .on("import_runs")
    .column("status")
    .unique()
    .where(sql.ref("status"), "=", "running")
    .execute();

  await db.schema
    .createTable("leases")
    .addColumn("name", "text", (c) => c.primaryKey())
    .addColumn("holder", "text", (c) => c.notNull())
    .addColumn("expires_at", "text", (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("leases").execute();
  await db.schema.dropTable("import_runs").execute();
  await db.schema.dropTable("youtube_channels").execute();
  await db.schema.dropTable("settings").execute();
}
