// Query-string schemas of the catalogue calls (docs/protocol.md#calls). Query values arrive as
// strings; a repeated parameter arrives as an array and is refused.
import { z } from "zod/mini";
import {
  BULK_SONG_FETCH_LIMIT,
  GLOBAL_SEARCH_LIMIT,
  POPULAR_DEFAULT_LIMIT,
  POPULAR_MAX_LIMIT,
  SONGBOOK_PAGE_SIZE,
} from "../constants.js";

export const MAX_OFFSET = 1_000_000;

function wholeNumber(name: string, min: number, max: number, fallback: number) {
  const message = `${name} must be a whole number from ${min} to ${max}`;
  const number = z.pipe(
    z.pipe(z.string().check(z.trim(), z.regex(/^\d{1,9}$/, message)), z.transform(Number)),
    z.number().check(z.int(), z.minimum(min, message), z.maximum(max, message)),
  );
  return z.pipe(
    z.optional(number),
    z.transform((value: number | undefined) => value ?? fallback),
  );
}

const optionalText = z.optional(z.string());

export const songsQuerySchema = z.object({
  q: optionalText,
  songbook: optionalText,
  limit: wholeNumber("limit", 1, BULK_SONG_FETCH_LIMIT, SONGBOOK_PAGE_SIZE),
  offset: wholeNumber("offset", 0, MAX_OFFSET, 0),
});
export type SongsQuery = z.infer<typeof songsQuerySchema>;

export const searchQuerySchema = z.object({
  q: z.string({
    error: (issue) => (issue.input === undefined ? "q is required" : "q must be text"),
  }),
  limit: wholeNumber("limit", 1, BULK_SONG_FETCH_LIMIT, GLOBAL_SEARCH_LIMIT),
  offset: wholeNumber("offset", 0, MAX_OFFSET, 0),
});
export type SearchQuery = z.infer<typeof searchQuerySchema>;

export const songListQuerySchema = z.object({
  limit: wholeNumber("limit", 1, POPULAR_MAX_LIMIT, POPULAR_DEFAULT_LIMIT),
});
export type SongListQuery = z.infer<typeof songListQuerySchema>;
