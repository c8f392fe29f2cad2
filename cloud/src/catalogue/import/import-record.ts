// What an import file holds, whatever its format: songbooks and songs, each checked here with the
// line it came from, so a bad row is reported and skipped while good rows load.
import { stripDirectionControls } from "@encore/shared";
import { z } from "zod";

export const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;
export const MAX_TEXT_LENGTH = 300;

export interface SongbookInput {
  name: string;
  prefix: string;
  thumbnailUrl: string;
  file?: string | undefined;
  /** Where the songbook comes from, e.g. 'youtube:UC…'; set by importers that know it. */
  source?: string | undefined;
}

export interface SongInput {
  title: string;
  artist: string;
  youtubeId: string;
  number?: number | undefined;
  addedAt?: string | undefined;
  /** The video's length in seconds, when known. */
  durationS?: number | undefined;
}

export interface ImportProblem {
  line: number;
  message: string;
}

export type ImportItem =
  | { kind: "songbook"; line: number; songbook: SongbookInput }
  | { kind: "song"; line: number; songbook: SongbookInput; song: SongInput }
  | { kind: "problem"; problem: ImportProblem };

// Stored without direction controls, which would turn the text around a title on every screen
// (docs/security.md, "Text that spoofs its neighbours").
const text = (name: string) =>
  z
    .string({ error: `${name} must be text` })
    .overwrite(stripDirectionControls)
    .trim()
    .min(1, `${name} is missing`)
    .max(MAX_TEXT_LENGTH, `${name} is longer than ${MAX_TEXT_LENGTH} characters`);

export const songbookInputSchema = z.object({
  name: text("songbook name").pipe(
    z.string().max(100, "songbook name is longer than 100 characters"),
  ),
  prefix: z
    .string({ error: "prefix must be text" })
    .trim()
    .regex(/^[A-Za-z]{1,6}$/, "prefix must be 1 to 6 letters")
    .transform((prefix) => prefix.toUpperCase()),
  thumbnail_url: z
    .union([
      z.url({ protocol: /^https?$/, error: "thumbnail_url must be an http(s) URL" }),
      z.literal(""),
    ])
    .optional()
    .transform((url) => url ?? ""),
  file: z
    .string()
    .regex(/^[a-z0-9][a-z0-9-]{0,79}$/, "file must be lower-case letters, digits and dashes")
    .optional(),
});

export const songInputSchema = z.object({
  title: text("title"),
  artist: text("artist"),
  youtube_id: z
    .string({ error: "youtube_id must be text" })
    .trim()
    .regex(YOUTUBE_ID, "youtube_id must be an 11-character video id"),
  number: z
    .union([z.number(), z.string().trim().regex(/^\d+$/).transform(Number)], {
      error: "number must be a whole number from 1",
    })
    .pipe(z.number().int("number must be a whole number from 1").min(1).max(9_999_999))
    .optional(),
  duration_s: z
    .union([z.number(), z.string().trim().regex(/^\d+$/).transform(Number)], {
      error: "duration_s must be a whole number of seconds",
    })
    .pipe(z.number().int("duration_s must be a whole number of seconds").min(1).max(86_400))
    .optional(),
  added_at: z.iso
    .datetime({ offset: true, error: "added_at must be an ISO date-time" })
    .or(z.iso.date({ error: "added_at must be an ISO date" }))
    .optional(),
});

function firstMessage(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return "invalid row";
  const field = issue.path.map(String).join(".");
  // Messages written here already name their field; zod's own generic ones do not.
  return field && !issue.message.includes(field) ? `${field}: ${issue.message}` : issue.message;
}

export function checkSongbook(
  line: number,
  value: unknown,
): { ok: true; songbook: SongbookInput } | { ok: false; problem: ImportProblem } {
  const parsed = songbookInputSchema.safeParse(value);
  if (!parsed.success) return { ok: false, problem: { line, message: firstMessage(parsed.error) } };
  const { name, prefix, thumbnail_url, file } = parsed.data;
  return { ok: true, songbook: { name, prefix, thumbnailUrl: thumbnail_url, file } };
}

export function checkSong(
  line: number,
  value: unknown,
): { ok: true; song: SongInput } | { ok: false; problem: ImportProblem } {
  const parsed = songInputSchema.safeParse(value);
  if (!parsed.success) return { ok: false, problem: { line, message: firstMessage(parsed.error) } };
  const { title, artist, youtube_id, number, added_at, duration_s } = parsed.data;
  const addedAt = added_at ? new Date(added_at).toISOString() : undefined;
  return {
    ok: true,
    song: { title, artist, youtubeId: youtube_id, number, addedAt, durationS: duration_s },
  };
}
