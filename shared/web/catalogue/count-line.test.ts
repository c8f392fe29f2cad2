import { beforeAll, describe, expect, it } from "vitest";
import { speak } from "../i18n/test-language";
import { matchCount, searchSummary, songbookCountLine } from "./count-line";

describe("count lines", () => {
  beforeAll(() => speak("en"));

  it("shows the page range without a query", () => {
    expect(songbookCountLine(0, 70, 151, "")).toBe("1-70 of 151 songs");
    expect(songbookCountLine(140, 11, 151, "  ")).toBe("141-151 of 151 songs");
    expect(songbookCountLine(0, 0, 0, "")).toBe("0-0 of 0 songs");
  });

  it("shows the search results with a query", () => {
    expect(songbookCountLine(0, 12, 12, "love")).toBe("12 of 12 search results songs");
    expect(songbookCountLine(0, 70, 10_000, "lo", true)).toBe("70 of 10,000+ search results songs");
  });

  it("says results, songbooks and matches in the singular and plural", () => {
    expect(searchSummary(1, 1)).toBe("1 result across 1 songbook");
    expect(searchSummary(25, 3)).toBe("25 results across 3 songbooks");
    expect(matchCount(1)).toBe("1 match");
    expect(matchCount(4)).toBe("4 matches");
  });
});
