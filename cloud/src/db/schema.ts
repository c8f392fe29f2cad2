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
}

export interface Database {
  songbooks: SongbooksTable;
  songs: SongsTable;
}

export type SongbookRow = Selectable<SongbooksTable>;
export type SongRow = Selectable<SongsTable>;
