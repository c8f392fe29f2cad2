import { describe, expect, it } from "vitest";
import { matchLanguage, parseAcceptLanguage } from "./language-match.js";

const HAVE = ["en", "es", "pt-BR", "fr", "de", "it", "ja", "ko", "zh-Hans", "vi", "tl", "id"];

describe("matchLanguage", () => {
  it.each([
    [["de-AT"], "de"],
    [["es-MX", "en"], "es"],
    [["pt-PT"], "pt-BR"],
    [["pt-br"], "pt-BR"],
    [["zh-CN"], "zh-Hans"],
    [["zh-Hans-HK"], "zh-Hans"],
    [["fil-PH"], "tl"],
    [["in"], "id"],
    [["ja_JP"], "ja"],
    [["sv", "ko"], "ko"],
  ])("serves %j with %s", (requested, expected) => {
    expect(matchLanguage(requested, HAVE)).toBe(expected);
  });

  it("prefers another listed language to Simplified for a Traditional Chinese reader", () => {
    expect(matchLanguage(["zh-TW", "ja"], HAVE)).toBe("ja");
    expect(matchLanguage(["zh-Hant"], HAVE)).toBe("zh-Hans");
  });

  it("answers null for a language we do not have, so the caller falls back to English", () => {
    expect(matchLanguage(["sv-SE", "nb"], HAVE)).toBeNull();
    expect(matchLanguage([], HAVE)).toBeNull();
  });
});

describe("parseAcceptLanguage", () => {
  it("orders by weight, then by position, and drops q=0", () => {
    expect(parseAcceptLanguage("fr;q=0.5, ja, de;q=0.9, ko;q=0")).toEqual(["ja", "de", "fr"]);
    expect(parseAcceptLanguage(undefined)).toEqual([]);
  });
});
