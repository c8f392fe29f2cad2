// Bulk writes of catalogue songs, per database: one statement with one JSON parameter per
// chunk, so a 500-row insert costs one tiny statement instead of 4,500 bound values.
import { sql } from "kysely";
import { isSqlite } from "../db/dialect.js";
import type { Db } from "./catalogue-repository.js";

export interface NewSongRow {
  songbook_id: number;
  number: number;
  title: string;
  artist: string;
  youtube_id: string;
  added_at: string;
  duration_s: number | null;
  title_key: string;
  artist_key: string;
  code_key: string;
}

const COLUMNS = [
  "songbook_id",
  "number",
  "title",
  "artist",
  "youtube_id",
  "added_at",
  "duration_s",
  "title_key",
  "artist_key",
  "code_key",
] as const;

export async function insertSongRows(db: Db, rows: readonly NewSongRow[]): Promise<void> {
  if (rows.length === 0) return;
  const json = JSON.stringify(rows.map((row) => COLUMNS.map((column) => row[column])));
  const columns = sql.raw(COLUMNS.join(", "));
  if (isSqlite(db)) {
    const values = sql.raw(COLUMNS.map((_, i) => `value ->> ${i}`).join(", "));
    await sql`INSERT INTO songs (${columns}) SELECT ${values} FROM json_each(${json})`.execute(db);
    return;
  }
  const values = sql.raw(
    COLUMNS.map((column, i) => {
      const cast = ["songbook_id", "number", "duration_s"].includes(column) ? "::integer" : "";
      return `(value ->> ${i})${cast}`;
    }).join(", "),
  );
  await sql`INSERT INTO songs (${columns}) SELECT ${values} FROM json_array_elements(${json}::json)`.execute(
    db,
  );
}

export interface ExistingSong {
  id: number;
  youtube_id: string;
  songbook_id: number;
  number: number;
  title: string;
  artist: string;
  duration_s: number | null;
}

export async function findSongsByVideo(
  db: Db,
  youtubeIds: readonly string[],
): Promise<ExistingSong[]> {
  if (youtubeIds.length === 0) return [];
  return db
    .selectFrom("songs")
    .select(["id", "youtube_id", "songbook_id", "number", "title", "artist", "duration_s"])
    .where("youtube_id", "in", youtubeIds)
    .execute();
}

/**
 * Runs a first load into an empty catalogue with the songs table's indexes (and, on SQLite, its
 * triggers) set aside, then rebuilds them and the full-text index in one pass: sorted index
 * builds instead of a million random b-tree inserts. Runs inside the caller's transaction, so a
 * failure leaves the catalogue as it was (DDL is transactional on both databases).
 */
export async function withIndexesDeferred<T>(trx: Db, load: () => Promise<T>): Promise<T> {
  if (!isSqlite(trx)) return withPostgresIndexesDeferred(trx, load);
  const saved = await sql<{ name: string; type: string; sql: string }>`
    SELECT name, type, sql FROM sqlite_master
    WHERE tbl_name = 'songs' AND type IN ('index', 'trigger') AND sql IS NOT NULL`.execute(trx);
  for (const entry of saved.rows) {
    await sql
      .raw(`DROP ${entry.type.toUpperCase()} "${entry.name.replace(/"/g, '""')}"`)
      .execute(trx);
  }
  const result = await load();
  for (const entry of saved.rows.filter((e) => e.type === "index"))
    await sql.raw(entry.sql).execute(trx);
  await sql`INSERT INTO song_search (rowid, title, artist, code)
            SELECT id, title, artist, code_key FROM songs WHERE unplayable_at IS NULL`.execute(trx);
  for (const entry of saved.rows.filter((e) => e.type === "trigger"))
    await sql.raw(entry.sql).execute(trx);
  return result;
}

/** PostgreSQL: the plain indexes (the GIN search index among them) are dropped and rebuilt;
 * those behind constraints (primary key, unique) stay, as the load relies on them. The word
 * index song_terms (migration 0007) is filled in one statement at the end, its key built after,
 * instead of by its trigger row by row. */
async function withPostgresIndexesDeferred<T>(trx: Db, load: () => Promise<T>): Promise<T> {
  const saved = await sql<{ name: string; definition: string }>`
    SELECT i.indexrelid::regclass::text AS name, pg_get_indexdef(i.indexrelid) AS definition
    FROM pg_index i
    WHERE i.indrelid = 'songs'::regclass
      AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conindid = i.indexrelid)`.execute(trx);
  for (const entry of saved.rows) await sql`DROP INDEX ${sql.raw(entry.name)}`.execute(trx);
  await sql`ALTER TABLE songs DISABLE TRIGGER songs_terms`.execute(trx);
  await sql`ALTER TABLE song_terms DROP CONSTRAINT song_terms_pkey`.execute(trx);
  await sql`TRUNCATE song_terms`.execute(trx);
  const result = await load();
  // Sorting for the index builds in memory rather than in temporary files: this transaction only.
  await sql`SET LOCAL maintenance_work_mem = '256MB'`.execute(trx);
  for (const entry of saved.rows) await sql.raw(entry.definition).execute(trx);
  await sql`
    INSERT INTO song_terms (term, song_id, songbook_id)
    SELECT t, s.id, s.songbook_id FROM songs s, unnest(tsvector_to_array(s.search_doc)) t
    WHERE s.unplayable_at IS NULL AND left(t, 1) <> '#'`.execute(trx);
  await sql`ALTER TABLE song_terms
            ADD CONSTRAINT song_terms_pkey PRIMARY KEY (term, song_id) INCLUDE (songbook_id)`.execute(
    trx,
  );
  await sql`ALTER TABLE songs ENABLE TRIGGER songs_terms`.execute(trx);
  return result;
}
