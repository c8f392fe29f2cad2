// The one place a catalogue row becomes the wire Song (docs/protocol.md#wire-shapes).
import type { Song, Songbook } from "@encore/shared";
import type { SongbookRow } from "../db/schema.js";

export interface CatalogueSongRow {
  id: number;
  number: number;
  title: string;
  artist: string;
  youtube_id: string;
  view_count: number;
  songbook_name: string;
  songbook_prefix: string;
  songbook_thumbnail: string;
}

export function songCode(prefix: string, number: number): string {
  return `${prefix}${number}`;
}

export function presentSong(row: CatalogueSongRow, favoriteIds?: ReadonlySet<number>): Song {
  return {
    id: songCode(row.songbook_prefix, row.number),
    db_id: row.id,
    title: row.title,
    artist: row.artist,
    youtube_id: row.youtube_id,
    songbook_prefix: row.songbook_prefix,
    songbook_name: row.songbook_name,
    songbook_thumbnail: row.songbook_thumbnail,
    view_count: Number(row.view_count),
    is_favorite: favoriteIds?.has(row.id) ?? false,
  };
}

export function presentSongbook(row: SongbookRow & { song_count: number | string }): Songbook {
  return {
    name: row.name,
    file: row.file,
    prefix: row.prefix,
    thumbnail_url: row.thumbnail_url,
    song_count: Number(row.song_count),
  };
}
