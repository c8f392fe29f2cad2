import { SONGBOOK_PAGE_SIZE, type Songbook } from "@encore/shared";
import { describe, expect, it } from "vitest";
import { songsPageRequest } from "./songbook-request";

const book = (file: string, prefix: string): Songbook =>
  ({ file, prefix, name: file, song_count: 1 }) as unknown as Songbook;
const books = [book("Sunfly Hits", "SF"), book("Zoom Karaoke", "ZM")];

describe("songsPageRequest", () => {
  it("asks one page of the songbook, 70 songs from the page's first", () => {
    expect(songsPageRequest(books[0]!, "", 1)).toEqual({
      songbook: "Sunfly Hits",
      limit: SONGBOOK_PAGE_SIZE,
      offset: 0,
    });
    expect(songsPageRequest(books[0]!, "", 3).offset).toBe(2 * SONGBOOK_PAGE_SIZE);
  });

  it("adds the search text, and asks every songbook for the pseudo-book", () => {
    expect(songsPageRequest(null, "queen", 2)).toEqual({
      q: "queen",
      limit: SONGBOOK_PAGE_SIZE,
      offset: SONGBOOK_PAGE_SIZE,
    });
  });

  it("reads a page number below 1 or not whole as the nearest page there is", () => {
    expect(songsPageRequest(null, "", 0).offset).toBe(0);
    expect(songsPageRequest(null, "", 2.7).offset).toBe(SONGBOOK_PAGE_SIZE);
  });
});
