import { describe, expect, it } from "vitest";
import { pickLanguage } from "./language-choice";

const available = ["en", "es", "ja", "pt-BR", "zh-Hans"];

describe("pickLanguage", () => {
  it("follows the device when nothing was chosen", () => {
    expect(pickLanguage({ forced: null, chosen: null, device: ["ja-JP", "en"], available })).toBe(
      "ja",
    );
  });

  it("prefers the choice kept on the device to the device's languages", () => {
    expect(pickLanguage({ forced: null, chosen: "es", device: ["ja"], available })).toBe("es");
  });

  it("lets ?lang= override both", () => {
    expect(pickLanguage({ forced: "pt-br", chosen: "es", device: ["ja"], available })).toBe(
      "pt-BR",
    );
  });

  it("ignores an unknown ?lang= or choice, and falls back to English", () => {
    expect(pickLanguage({ forced: "xx", chosen: "yy", device: ["sv"], available })).toBe("en");
  });

  it("reaches an address-only language (the pseudo-language) by ?lang= alone, exactly", () => {
    const addressOnly = ["en-XA"];
    const pick = (forced: string | null, chosen: string | null, device: string[]) =>
      pickLanguage({ forced, chosen, device, available, addressOnly });
    expect(pick("en-xa", null, ["ja"])).toBe("en-XA");
    expect(pick(null, "en-XA", ["ja"])).toBe("en");
    expect(pick(null, null, ["en-XA"])).toBe("en");
    expect(pick("en-XB", null, ["ja"])).toBe("en");
  });
});
