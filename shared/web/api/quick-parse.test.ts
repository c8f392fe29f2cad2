import {
  appConfigResponseSchema,
  songbooksResponseSchema,
  songListResponseSchema,
  songsPageResponseSchema,
  searchResponseSchema,
  userResponseSchema,
} from "@encore/shared";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { quickParse } from "./quick-parse";

const song = {
  id: "PL12",
  db_id: 12,
  title: "Hello",
  artist: "Adele",
  youtube_id: "abc",
  songbook_prefix: "PL",
  songbook_name: "Pop",
  songbook_thumbnail: "",
  view_count: 3,
  is_favorite: false,
};

const schemas = {
  songList: songListResponseSchema,
  songsPage: songsPageResponseSchema,
  songbooks: songbooksResponseSchema,
  search: searchResponseSchema,
  config: appConfigResponseSchema,
  user: userResponseSchema,
  mixed: z.object({ a: z.number().nullable(), b: z.array(z.boolean()), c: z.string() }),
};

/** Valid answers with their fields replaced, dropped or added at random. */
const mutated = fc
  .tuple(
    fc.constantFrom<Record<string, unknown>>(
      { songs: [song, song] },
      { songs: [song], total: 1, has_more: false },
      { songbooks: [{ name: "Pop", file: "pop", prefix: "PL", thumbnail_url: "", song_count: 9 }] },
      { a: null, b: [true], c: "x" },
    ),
    fc.array(
      fc.tuple(
        fc.constantFrom("songs", "total", "has_more", "songbooks", "a", "b", "c", "x"),
        fc.jsonValue(),
      ),
    ),
    fc.array(fc.tuple(fc.nat(9), fc.constantFrom(...Object.keys(song)), fc.jsonValue())),
  )
  .map(([base, top, deep]) => {
    const value: Record<string, unknown> = structuredClone(base);
    for (const [key, replacement] of top) value[key] = replacement;
    const list = value.songs;
    if (Array.isArray(list)) {
      for (const [index, key, replacement] of deep) {
        const item: unknown = list[index % Math.max(1, list.length)];
        if (typeof item === "object" && item !== null)
          (item as Record<string, unknown>)[key] = replacement;
      }
    }
    return value;
  });

describe("quickParse", () => {
  it("accepts the catalogue's answers as zod does, unknown keys stripped", () => {
    const answer = { songs: [{ ...song, extra: 1 }], more: true };
    const quick = quickParse(songListResponseSchema, answer);
    expect(quick?.value).toEqual(songListResponseSchema.parse(answer));
    expect(quick?.value).toEqual({ songs: [song] });
  });

  it("leaves to zod what it cannot check (string formats, enums, optional fields)", () => {
    expect(quickParse(userResponseSchema, { user: {} })).toBeUndefined();
    expect(quickParse(z.object({ a: z.string().min(1) }), { a: "x" })).toBeUndefined();
    expect(quickParse(z.object({ a: z.string().optional() }), { a: "x" })).toBeUndefined();
  });

  it("rejects what zod rejects: wrong types, non-integers, NaN, missing fields", () => {
    for (const bad of [
      { songs: [{ ...song, db_id: 1.5 }] },
      { songs: [{ ...song, view_count: Number.NaN }] },
      { songs: [{ ...song, title: null }] },
      { songs: [{ ...song, is_favorite: undefined }] },
      { songs: {} },
      [],
      null,
      undefined,
    ]) {
      expect(songListResponseSchema.safeParse(bad).success).toBe(false);
      expect(quickParse(songListResponseSchema, bad)).toBeUndefined();
    }
  });

  it("never accepts what zod rejects, and gives zod's value when it accepts", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...Object.values(schemas)),
        fc.oneof(mutated, fc.jsonValue()),
        (schema, value) => {
          const quick = quickParse(schema as z.ZodType, value);
          const parsed = (schema as z.ZodType).safeParse(value);
          if (quick) {
            expect(parsed.success).toBe(true);
            expect(quick.value).toStrictEqual(parsed.data);
          }
        },
      ),
      { numRuns: 3000 },
    );
  });
});
