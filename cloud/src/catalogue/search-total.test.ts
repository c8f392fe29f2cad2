import { describe, expect, it } from "vitest";
import { toSearchTerms } from "./search-terms.js";
import {
  pageOfAllMatches,
  prefixRangeEnd,
  singlePrefixWord,
  toSearchTotal,
} from "./search-total.js";

describe("search totals", () => {
  it("are exact up to the cap, and the cap with capped past it", () => {
    expect(toSearchTotal(0)).toEqual({ total: 0, capped: false });
    expect(toSearchTotal(10_000)).toEqual({ total: 10_000, capped: false });
    expect(toSearchTotal(10_001)).toEqual({ total: 10_000, capped: true });
    expect(toSearchTotal(6, 5)).toEqual({ total: 5, capped: true });
  });

  it("count one word from the word index, and several words or a two-part code otherwise", () => {
    expect(singlePrefixWord(toSearchTerms("Dark")!)).toBe("dark");
    expect(singlePrefixWord(toSearchTerms("PL-12")!)).toBe(null);
    expect(singlePrefixWord(toSearchTerms("pl12")!)).toBe("pl12");
    expect(singlePrefixWord(toSearchTerms("dark night")!)).toBe(null);
  });

  it("bound the words that start with a prefix, in byte order", () => {
    const end = prefixRangeEnd("dark");
    const inRange = (word: string) =>
      Buffer.compare(Buffer.from(word), Buffer.from("dark")) >= 0 &&
      Buffer.compare(Buffer.from(word), Buffer.from(end)) < 0;
    expect(["dark", "darker", "darkness", "dark9", "darkłódź"].every(inRange)).toBe(true);
    expect(["dar", "darl", "dars", "e"].some(inRange)).toBe(false);
  });
});

describe("a page of every match", () => {
  const rows = [
    { id: 4, exact: false, view_count: 9 },
    { id: 2, exact: true, view_count: 1 },
    { id: 3, exact: false, view_count: 9 },
    { id: 1, exact: false, view_count: 20 },
  ];

  it("ranks exact matches first, then the most played, then the oldest", () => {
    expect(pageOfAllMatches(rows, { offset: 0, limit: 10 })).toEqual({
      ids: [2, 1, 3, 4],
      total: 4,
      capped: false,
    });
    expect(pageOfAllMatches(rows, { offset: 1, limit: 2 }).ids).toEqual([1, 3]);
  });

  it("stops at the cap, the page too", () => {
    expect(pageOfAllMatches(rows, { offset: 0, limit: 10 }, 3)).toEqual({
      ids: [2, 1, 3],
      total: 3,
      capped: true,
    });
    expect(pageOfAllMatches(rows, { offset: 3, limit: 10 }, 3).ids).toEqual([]);
  });
});
