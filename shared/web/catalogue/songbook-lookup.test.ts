import type { Songbook } from "@encore/shared";
import { describe, expect, it } from "vitest";
import { findSongbook } from "./songbook-lookup";

const book = (file: string, prefix: string): Songbook =>
  ({ file, prefix, name: file, song_count: 1 }) as unknown as Songbook;
const books = [book("Sunfly Hits", "SF"), book("Zoom Karaoke", "ZM")];

describe("findSongbook", () => {
  it("finds a songbook by its file or its prefix, in any case", () => {
    expect(findSongbook(books, "sunfly hits")?.prefix).toBe("SF");
    expect(findSongbook(books, "zm")?.file).toBe("Zoom Karaoke");
    expect(findSongbook(books, "ZOOM KARAOKE")?.prefix).toBe("ZM");
  });

  it("answers null for a name no songbook has", () => {
    expect(findSongbook(books, "SFX")).toBeNull();
    expect(findSongbook([], "SF")).toBeNull();
  });
});
