// PostgreSQL search within its budget (docs/performance.md "On PostgreSQL"): two structures that
// PostgreSQL reads without visiting the songs table row by row.
//
// - song_terms: one row per word of each playable song (the words of songs.search_doc, without
//   the '#code' lexeme), kept by a trigger. A one-word query counts its matches from this
//   table's primary key alone (an index-only range read), where counting over the GIN index
//   visits every matching row of songs.
// - songs_popular_search: the popularity order with the search document beside each entry, so
//   the walk of the most played songs for a broad query checks the query in the index.
//   It replaces songs_popular on PostgreSQL (it also serves the popular list).
// - songs_title_popular and songs_artist_popular, the exact-match tier, hold playable songs
//   only: read in order, index-only, they stop at the page's end; as before, a title shared by
//   2,000 songs ('Thinking') was read whole from the table and sorted (18 ms).
//
// SQLite needs neither: FTS5 counts from its own doclists (migration 0001).
import { sql, type Kysely } from "kysely";
import { isSqlite } from "../dialect.js";

export async function up(db: Kysely<unknown>): Promise<void> {
  if (isSqlite(db)) return;
  await sql`
    CREATE TABLE song_terms (
      term text COLLATE "C" NOT NULL,
      song_id integer NOT NULL,
      songbook_id integer NOT NULL,
      CONSTRAINT song_terms_pkey PRIMARY KEY (term, song_id) INCLUDE (songbook_id)
    )`.execute(db);
  // SET search_path FROM CURRENT: the trigger writes the song_terms of its own schema, whatever
  // the session's search_path (tests give every database a schema).
  await sql`
    CREATE FUNCTION song_terms_sync() RETURNS trigger LANGUAGE plpgsql
    SET search_path FROM CURRENT AS $$
    BEGIN
      IF TG_OP <> 'INSERT' THEN
        DELETE FROM song_terms
        WHERE song_id = OLD.id
          AND term IN (SELECT t COLLATE "C" FROM unnest(tsvector_to_array(OLD.search_doc)) t);
      END IF;
      IF TG_OP <> 'DELETE' AND NEW.unplayable_at IS NULL THEN
        INSERT INTO song_terms (term, song_id, songbook_id)
        SELECT t, NEW.id, NEW.songbook_id FROM unnest(tsvector_to_array(NEW.search_doc)) t
        WHERE left(t, 1) <> '#';
      END IF;
      RETURN NULL;
    END $$`.execute(db);
  await sql`
    CREATE TRIGGER songs_terms
    AFTER INSERT OR DELETE OR UPDATE OF title_key, artist_key, code_key, songbook_id, unplayable_at
    ON songs FOR EACH ROW EXECUTE FUNCTION song_terms_sync()`.execute(db);
  await sql`
    INSERT INTO song_terms (term, song_id, songbook_id)
    SELECT t, s.id, s.songbook_id FROM songs s, unnest(tsvector_to_array(s.search_doc)) t
    WHERE s.unplayable_at IS NULL AND left(t, 1) <> '#'`.execute(db);

  for (const key of ["title", "artist"]) {
    await sql`DROP INDEX ${sql.raw(`songs_${key}_popular`)}`.execute(db);
    await sql`
      CREATE INDEX ${sql.raw(`songs_${key}_popular`)} ON songs (${sql.raw(`${key}_key`)}, view_count DESC, id)
      WHERE unplayable_at IS NULL`.execute(db);
  }
  await sql`DROP INDEX songs_popular`.execute(db);
  await sql`
    CREATE INDEX songs_popular_search ON songs (view_count DESC, id) INCLUDE (search_doc)
    WHERE unplayable_at IS NULL`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (isSqlite(db)) return;
  await sql`DROP INDEX songs_popular_search`.execute(db);
  await sql`CREATE INDEX songs_popular ON songs (view_count DESC, id)`.execute(db);
  for (const key of ["title", "artist"]) {
    await sql`DROP INDEX ${sql.raw(`songs_${key}_popular`)}`.execute(db);
    await sql`
      CREATE INDEX ${sql.raw(`songs_${key}_popular`)} ON songs (${sql.raw(`${key}_key`)}, view_count DESC, id)`.execute(
      db,
    );
  }
  await sql`DROP TRIGGER songs_terms ON songs`.execute(db);
  await sql`DROP FUNCTION song_terms_sync()`.execute(db);
  await sql`DROP TABLE song_terms`.execute(db);
}
