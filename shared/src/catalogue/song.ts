// The wire shapes of the catalogue (docs/protocol.md#wire-shapes), as zod schemas with their
// inferred types.
import { z } from "zod/mini";

export const songSchema = z.object({
  /** The display code: songbook prefix + the song's number in that songbook, e.g. 'PL12'. */
  id: z.string(),
  /** The song's integer id in the catalogue; favorites and queue commands name songs by it. */
  db_id: z.number().check(z.int()),
  title: z.string(),
  artist: z.string(),
  youtube_id: z.string(),
  songbook_prefix: z.string(),
  songbook_name: z.string(),
  songbook_thumbnail: z.string(),
  view_count: z.number().check(z.int()),
  is_favorite: z.boolean(),
});
export type Song = z.infer<typeof songSchema>;

export const songbookSchema = z.object({
  name: z.string(),
  file: z.string(),
  prefix: z.string(),
  thumbnail_url: z.string(),
  song_count: z.number().check(z.int()),
});
export type Songbook = z.infer<typeof songbookSchema>;

export const songbooksResponseSchema = z.object({ songbooks: z.array(songbookSchema) });
export type SongbooksResponse = z.infer<typeof songbooksResponseSchema>;

/**
 * `total` is exact up to SEARCH_TOTAL_CAP matches; past that a search answers
 * `total: SEARCH_TOTAL_CAP, total_capped: true` (docs/catalogue.md, "Search totals").
 */
const cappedTotal = {
  total: z.number().check(z.int()),
  total_capped: z.optional(z.boolean()),
};

export const songsPageResponseSchema = z.object({
  songs: z.array(songSchema),
  ...cappedTotal,
  has_more: z.boolean(),
});
export type SongsPageResponse = z.infer<typeof songsPageResponseSchema>;

export const searchGroupSchema = z.object({
  songbook_name: z.string(),
  songbook_prefix: z.string(),
  songbook_thumbnail: z.string(),
  count: z.number().check(z.int()),
  songs: z.array(songSchema),
});
export type SearchGroup = z.infer<typeof searchGroupSchema>;

export const searchResponseSchema = z.object({
  results: z.array(searchGroupSchema),
  ...cappedTotal,
});
export type SearchResponse = z.infer<typeof searchResponseSchema>;

export const songListResponseSchema = z.object({ songs: z.array(songSchema) });
export type SongListResponse = z.infer<typeof songListResponseSchema>;

/** The code a singer reads and types: the song's `id` (prefix + number). */
export function displayCode(song: Pick<Song, "id">): string {
  return song.id;
}

/**
 * docs/product.md#favorites: the same favorite when both db_ids match, else when title and artist
 * both match.
 */
export function isSameSong(
  a: Pick<Song, "title" | "artist"> & { db_id?: number | null },
  b: Pick<Song, "title" | "artist"> & { db_id?: number | null },
): boolean {
  if (a.db_id != null && b.db_id != null) return a.db_id === b.db_id;
  return a.title === b.title && a.artist === b.artist;
}
