import { describe, expect, it } from "vitest";
import { cleanDisplayName, GUEST_NAME, MAX_DISPLAY_NAME_LENGTH } from "./guest-name.js";

describe("cleanDisplayName", () => {
  it("keeps an ordinary name", () => {
    expect(cleanDisplayName("Ana María 🎤")).toBe("Ana María 🎤");
  });

  it("removes control characters and collapses white space", () => {
    expect(cleanDisplayName("  Bob\u0000\u0007\n\r\tSmith\u001b[31m  ")).toBe("Bob Smith [31m");
  });

  it("removes direction overrides that would turn the text around", () => {
    expect(cleanDisplayName("\u202Egnp.exe\u202C Eve")).toBe("gnp.exe Eve");
  });

  it("caps the length without splitting an emoji", () => {
    const long = `${"a".repeat(MAX_DISPLAY_NAME_LENGTH - 1)}🎤🎤🎤`;
    const cleaned = cleanDisplayName(long);
    expect(Array.from(cleaned)).toHaveLength(MAX_DISPLAY_NAME_LENGTH);
    expect(cleaned.endsWith("🎤")).toBe(true);
    expect(cleanDisplayName("x".repeat(10_000))).toHaveLength(MAX_DISPLAY_NAME_LENGTH);
  });

  it("falls back to Guest when nothing is left", () => {
    for (const raw of [undefined, null, "", "   ", "\u0000\u0001\n"]) {
      expect(cleanDisplayName(raw)).toBe(GUEST_NAME);
    }
  });
});
