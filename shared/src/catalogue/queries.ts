// Query-string schemas of the catalogue calls (docs/protocol.md#calls). Query values arrive as
// strings; a repeated parameter arrives as an array and is refused.
import { z } from "zod";
import {
  BULK_SONG_FETCH_LIMIT,
  GLOBAL_SEARCH_LIMIT,
  POPULAR_DEFAULT_LIMIT,
  POPULAR_MAX_LIMIT,
  SONGBOOK_PAGE_SIZE,
} from "../constants.js";

export const MAX_OFFSET = 1_000_000;

function wholeNumber(name: string, min: number, max: number, fallback: number) {
  return z
    .string()
    .trim()
    .regex(/^\d{1,9}$/, `${name} must be a whole number from ${min} to ${max}`)
    .transform(Number)
    .pipe(
      z
        .number()
        .int()
        .min(min, `${name} must be a whole number from ${min} to ${max}`)
        .max(max, `${name} must be a whole number from ${min} to ${max}`),
    )
    .optional()
    .transform((value) => value ?? fallback);
}

const optionalText = z.string().optional();

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
