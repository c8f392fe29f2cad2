import { describe, expect, it } from "vitest";
import { toFtsQuery, toSearchTerms, toTsQuery } from "./search-terms.js";

describe("toSearchTerms", () => {
  it("folds and keys the words", () => {
    expect(toSearchTerms("  Beyoncé  HALO ")).toEqual({
      words: ["beyonce", "halo"],
      key: "beyonce halo",
      codeKey: null,
    });
  });

  it("recognises codes typed with or without a separator", () => {
    expect(toSearchTerms("PL12")?.codeKey).toBe("pl12");
    expect(toSearchTerms("pl 12")?.codeKey).toBe("pl12");
    expect(toSearchTerms("PL-12")?.codeKey).toBe("pl12");
    expect(toSearchTerms("love 12 songs")?.codeKey).toBeNull();
  });

  it("returns null when nothing searchable is left", () => {
    expect(toSearchTerms('"*:()^')).toBeNull();
    expect(toSearchTerms("🎤 !!")).toBeNull();
  });

  it("keeps at most eight words", () => {
    expect(toSearchTerms("a b c d e f g h i j")?.words).toHaveLength(8);
  });
});

describe("toFtsQuery", () => {
  it("quotes every word as a prefix", () => {
    expect(toFtsQuery(toSearchTerms("queen bohemian")!)).toBe('"queen"* "bohemian"*');
  });

  it("neutralises FTS syntax", () => {
    const query = toFtsQuery(toSearchTerms('title:" OR 1=1 -- NEAR(a b) *^')!);
    expect(query).toBe('"title"* "or"* "1"* "near"* "a"* "b"*');
  });

  it("asks for each prefix once: repeated words and starts of other words add nothing", () => {
    expect(toFtsQuery(toSearchTerms("s s s s s s s s")!)).toBe('"s"*');
    expect(toFtsQuery(toSearchTerms("sing s si")!)).toBe('"sing"*');
    expect(toFtsQuery(toSearchTerms("love lo you")!)).toBe('"love"* "you"*');
  });

  it("adds the code as an alternative for 'pl 12'", () => {
    expect(toFtsQuery(toSearchTerms("pl 12")!)).toBe('("pl"* "12"*) OR code : "pl12"*');
  });
});

describe("toTsQuery", () => {
  it("quotes every word as a prefix, all required", () => {
    expect(toTsQuery(toSearchTerms("queen bohemian")!)).toBe("'queen':* & 'bohemian':*");
  });

  it("neutralises tsquery syntax", () => {
    const query = toTsQuery(toSearchTerms("it's a:* | !b & (c) <-> d'")!);
    expect(query).toBe("'it':* & 's':* & 'a':* & 'b':* & 'c':* & 'd':*");
  });

  it("adds the code lexeme as an alternative for 'pl 12'", () => {
    expect(toTsQuery(toSearchTerms("pl 12")!)).toBe("('pl':* & '12':*) | '#pl12':*");
  });
});
