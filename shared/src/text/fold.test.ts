import { describe, expect, it } from "vitest";
import { foldAccents, searchKey, searchWords } from "./fold.js";

describe("folding", () => {
  it("removes accents and case", () => {
    expect(foldAccents("Beyoncé")).toBe("beyonce");
    expect(foldAccents("Sigur Rós")).toBe("sigur ros");
    expect(foldAccents("Mötley Crüe")).toBe("motley crue");
  });

  it("splits words on anything that is not a letter or digit", () => {
    expect(searchWords("AC/DC – Highway to Hell!")).toEqual(["ac", "dc", "highway", "to", "hell"]);
    expect(searchWords("I’m Not In Love")).toEqual(["i", "m", "not", "in", "love"]);
    expect(searchWords("  ")).toEqual([]);
    expect(searchKey("  Dancing   QUEEN ")).toBe("dancing queen");
  });
});
