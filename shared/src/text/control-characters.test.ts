import { describe, expect, it } from "vitest";
import { removeControlCharacters } from "./control-characters.js";

describe("removeControlCharacters", () => {
  it("removes NUL, escapes, bidi overrides and zero-width marks; line breaks become spaces", () => {
    expect(removeControlCharacters("a\u0000b\u001b[31mc\u202Ed\u200Be\tf\ng\r\nh")).toBe(
      "ab[31mcde f g  h",
    );
  });

  it("keeps line breaks and tabs when asked, as \\n", () => {
    expect(
      removeControlCharacters("one\r\ntwo\rthree\n\tfour\u0000\u0007", { keepLines: true }),
    ).toBe("one\ntwo\nthree\n\tfour");
  });

  it("leaves letters, emoji and accents alone", () => {
    expect(removeControlCharacters("Café 🎤 Ünïcödé")).toBe("Café 🎤 Ünïcödé");
  });
});
