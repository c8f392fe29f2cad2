import { describe, expect, it } from "vitest";
import { MAX_DISPLAY_NAME_LENGTH } from "../constants.js";
import { cleanDisplayName, GUEST_NAME, normalizeDisplayName } from "./guest-name.js";

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

  it("removes every direction control, the Arabic letter mark and the marks too", () => {
    expect(cleanDisplayName("\u061CAna\u200E \u2066Bob\u2069\u200F")).toBe("Ana Bob");
  });

  it("falls back to Guest when nothing is left; the remote's normalizeDisplayName says ''", () => {
    expect(normalizeDisplayName("\u202E \u0000")).toBe("");
    expect(normalizeDisplayName(" Ana  María ")).toBe("Ana María");
    for (const raw of [undefined, null, "", "   ", "\u0000\u0001\n"]) {
      expect(cleanDisplayName(raw)).toBe(GUEST_NAME);
    }
  });
});
