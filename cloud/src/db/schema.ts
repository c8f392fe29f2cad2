// The tables as Kysely sees them. Timestamps are ISO-8601 text in UTC, which sorts correctly and
// reads the same on SQLite and PostgreSQL.
import type { Generated, Selectable } from "kysely";

export interface SongbooksTable {
  id: Generated<number>;
  name: string;
  prefix: string;
  file: string;
  thumbnail_url: string;
  source: string | null;
  created_at: string;
}

export interface SongsTable {
  id: Generated<number>;
  songbook_id: number;
  number: number;
  title: string;
  artist: string;
  youtube_id: string;
  view_count: Generated<number>;
  added_at: string;
  /** Folded comparison keys (see shared searchKey), for exact and prefix ranking. */
  title_key: string;
  artist_key: string;
  code_key: string;
  /** The video's length in seconds, when the import knew it. */
  duration_s: number | null;
}

export interface SessionsTable {
  code: string;
  /** JSON: StoredSession (state and recent op_ids). */
  state: string;
  version: number;
  created_at: string;
  last_active_at: string;
  due_at: string | null;
}

export interface Database {
  songbooks: SongbooksTable;
  songs: SongsTable;
  sessions: SessionsTable;
}

export type SongbookRow = Selectable<SongbooksTable>;
export type SongRow = Selectable<SongsTable>;
