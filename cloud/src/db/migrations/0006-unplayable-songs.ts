// Songs that cannot play (docs/catalogue.md, "Songs that stop playing"): `songs.unplayable_at`
// hides a song from search, songbooks, popular and new; `song_failures` holds the embed errors
// screens reported, one row per song and screen device, so two different screens hiding a song
// works across instances and restarts.
import { sql, type Kysely } from "kysely";
import { isSqlite } from "../dialect.js";

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("songs").addColumn("unplayable_at", "text").execute();

  await db.schema
    .createTable("song_failures")
    .addColumn("song_id", "integer", (c) => c.notNull().references("songs.id").onDelete("cascade"))
    .addColumn("device_id", "text", (c) => c.notNull())
    // Where it was reported: a second screen of the same session names the song by queue_id
    // after the first one's report has already moved the session on.
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

  if (isSqlite(db)) {
    // A hidden song is not in the full-text index at all, so search needs no join to leave it out.
    await sql`DROP TRIGGER songs_search_insert`.execute(db);
    await sql`DROP TRIGGER songs_search_update`.execute(db);
    await sql`
      CREATE TRIGGER songs_search_insert AFTER INSERT ON songs WHEN new.unplayable_at IS NULL BEGIN
        INSERT INTO song_search (rowid, title, artist, code) VALUES (new.id, new.title, new.artist, new.code_key);
      END`.execute(db);
    await sql`
      CREATE TRIGGER songs_search_update AFTER UPDATE OF title, artist, code_key, unplayable_at ON songs BEGIN
        DELETE FROM song_search WHERE rowid = old.id;
        INSERT INTO song_search (rowid, title, artist, code)
          SELECT new.id, new.title, new.artist, new.code_key WHERE new.unplayable_at IS NULL;
      END`.execute(db);
  } else {
    // PostgreSQL: the search index holds playable songs only; queries say `unplayable_at IS NULL`.
    await sql`DROP INDEX songs_search`.execute(db);
    await sql`CREATE INDEX songs_search ON songs USING gin (search_doc) WHERE unplayable_at IS NULL`.execute(
      db,
    );
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("song_failures").execute();
  if (isSqlite(db)) {
    await sql`DROP TRIGGER songs_search_insert`.execute(db);
    await sql`DROP TRIGGER songs_search_update`.execute(db);
    await sql`
      CREATE TRIGGER songs_search_insert AFTER INSERT ON songs BEGIN
        INSERT INTO song_search (rowid, title, artist, code) VALUES (new.id, new.title, new.artist, new.code_key);
      END`.execute(db);
    await sql`
      CREATE TRIGGER songs_search_update AFTER UPDATE OF title, artist, code_key ON songs BEGIN
        DELETE FROM song_search WHERE rowid = old.id;
        INSERT INTO song_search (rowid, title, artist, code) VALUES (new.id, new.title, new.artist, new.code_key);
      END`.execute(db);
    await sql`INSERT INTO song_search (rowid, title, artist, code)
              SELECT id, title, artist, code_key FROM songs WHERE unplayable_at IS NOT NULL`.execute(
      db,
    );
  } else {
    await sql`DROP INDEX songs_search`.execute(db);
    await sql`CREATE INDEX songs_search ON songs USING gin (search_doc)`.execute(db);
  }
  await db.schema.alterTable("songs").dropColumn("unplayable_at").execute();
}
