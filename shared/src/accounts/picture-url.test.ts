import { describe, expect, it } from "vitest";
import { allowedPictureOrNull, isAllowedPictureUrl } from "./picture-url.js";

describe("isAllowedPictureUrl", () => {
  it.each([
    "https://lh3.googleusercontent.com/a/ACg8ocJ=s96-c",
    "https://lh5.googleusercontent.com/-abc/photo.jpg",
  ])("allows Google's avatar host: %s", (url) => {
    expect(isAllowedPictureUrl(url)).toBe(true);
  });

  it.each([
    ["another host", "https://evil.example/pixel.gif"],
    ["plain http", "http://lh3.googleusercontent.com/a/x"],
    ["a look-alike host", "https://lh3.googleusercontent.com.evil.example/a"],
    ["a suffix without a dot", "https://evilgoogleusercontent.com/a"],
    ["the bare suffix", "https://.googleusercontent.com/a"],
    ["credentials", "https://user:pw@lh3.googleusercontent.com/a"],
    ["a port", "https://lh3.googleusercontent.com:8443/a"],
    ["javascript", "javascript:alert(1)"],
    ["data", "data:image/png;base64,AAAA"],
    ["not a URL", "lh3.googleusercontent.com/a"],
    ["empty", ""],
    ["too long", `https://lh3.googleusercontent.com/${"a".repeat(2000)}`],
  ])("refuses %s", (_label, url) => {
    expect(isAllowedPictureUrl(url)).toBe(false);
  });

  it("refuses what is not text", () => {
    for (const value of [null, undefined, 42, {}]) expect(isAllowedPictureUrl(value)).toBe(false);
  });

  it("answers null for a picture that may not be shown", () => {
    expect(allowedPictureOrNull("https://evil.example/a.png")).toBeNull();
    expect(allowedPictureOrNull(null)).toBeNull();
    expect(allowedPictureOrNull("https://lh3.googleusercontent.com/a")).toBe(
      "https://lh3.googleusercontent.com/a",
    );
  });
});
