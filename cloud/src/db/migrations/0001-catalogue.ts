// The song catalogue: songbooks, songs, and a full-text index over title, artist and code.
import { sql, type Kysely } from "kysely";
import { idColumn, isSqlite } from "../dialect.js";

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("songbooks")
    .addColumn("id", "integer", idColumn(db))
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("prefix", "text", (c) => c.notNull().unique())
    .addColumn("file", "text", (c) => c.notNull().unique())
    .addColumn("thumbnail_url", "text", (c) => c.notNull().defaultTo(""))
    // Where an imported songbook comes from, e.g. 'youtube:UC…', so importing again finds it.
    .addColumn("source", "text", (c) => c.unique())
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();

  await db.schema
    .createTable("songs")
    .addColumn("id", "integer", idColumn(db))
    .addColumn("songbook_id", "integer", (c) =>
      c.notNull().references("songbooks.id").onDelete("cascade"),
    )
    .addColumn("number", "integer", (c) => c.notNull())
    .addColumn("title", "text", (c) => c.notNull())
    .addColumn("artist", "text", (c) => c.notNull())
    .addColumn("youtube_id", "text", (c) => c.notNull().unique())
    .addColumn("view_count", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("added_at", "text", (c) => c.notNull())
    .addColumn("title_key", "text", (c) => c.notNull())
    .addColumn("artist_key", "text", (c) => c.notNull())
    .addColumn("code_key", "text", (c) => c.notNull())
    .addUniqueConstraint("songs_songbook_number_unique", ["songbook_id", "number"])
    .execute();

  // Songbook pages list by title; exact title or artist matches are read most played first;
  // the popular and new lists read an index in order.
  await db.schema
    .createIndex("songs_songbook_title")
    .on("songs")
    .columns(["songbook_id", "title_key", "artist_key", "id"])
    .execute();
  await db.schema
    .createIndex("songs_title_popular")
    .on("songs")
    .columns(["title_key", "view_count desc", "id"])
    .execute();
  await db.schema
    .createIndex("songs_artist_popular")
    .on("songs")
    .columns(["artist_key", "view_count desc", "id"])
    .execute();
  await db.schema.createIndex("songs_code_key").on("songs").column("code_key").execute();
  await db.schema
    .createIndex("songs_popular")
    .on("songs")
    .columns(["view_count desc", "id"])
    .execute();
  await db.schema
    .createIndex("songs_new")
    .on("songs")
    .columns(["added_at desc", "id desc"])
    .execute();

  if (isSqlite(db)) {
    // remove_diacritics 2 folds accents ('beyonce' finds 'Beyoncé'); the prefix indexes make
    // as-you-type prefix queries of one to three letters a single index read.
    await sql`
      CREATE VIRTUAL TABLE song_search USING fts5(
        title, artist, code,
        tokenize = "unicode61 remove_diacritics 2",
        prefix = '1 2 3',
        detail = column
      )`.execute(db);
    await sql`
      CREATE TRIGGER songs_search_insert AFTER INSERT ON songs BEGIN
        INSERT INTO song_search (rowid, title, artist, code) VALUES (new.id, new.title, new.artist, new.code_key);
      END`.execute(db);
    await sql`
      CREATE TRIGGER songs_search_update AFTER UPDATE OF title, artist, code_key ON songs BEGIN
        DELETE FROM song_search WHERE rowid = old.id;
        INSERT INTO song_search (rowid, title, artist, code) VALUES (new.id, new.title, new.artist, new.code_key);
      END`.execute(db);
    await sql`
      CREATE TRIGGER songs_search_delete AFTER DELETE ON songs BEGIN
        DELETE FROM song_search WHERE rowid = old.id;
      END`.execute(db);
  } else {
    // PostgreSQL: the words of the folded keys as a tsvector, taken as they are (no parser, no
    // dictionary), so a song's words are exactly the words the query side folds; the code once
    // more behind '#', a lexeme no typed word can be, for the code-only match. A GIN index
    // answers prefix queries ('word':*). Why not pg_trgm: docs/decisions.md, PostgreSQL.
    await sql`
      ALTER TABLE songs ADD COLUMN search_doc tsvector GENERATED ALWAYS AS (
        array_to_tsvector(array_remove(
          string_to_array(title_key || ' ' || artist_key || ' ' || code_key || ' #' || code_key, ' '),
          ''))
      ) STORED`.execute(db);
    await sql`CREATE INDEX songs_search ON songs USING gin (search_doc)`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (isSqlite(db)) await sql`DROP TABLE IF EXISTS song_search`.execute(db);
  await db.schema.dropTable("songs").execute();
  await db.schema.dropTable("songbooks").execute();
}
