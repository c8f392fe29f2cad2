import { cleanDisplayName, MAX_DISPLAY_NAME_LENGTH } from "@encore/shared";
import { beforeAll, describe, expect, it } from "vitest";
import { speak } from "../../../../shared/web/i18n/test-language";
import {
  cleanSingerName,
  joinRefusalHint,
  readCodeInput,
  readNameInput,
  SINGER_NAME_MAX,
  unknownCodeMessage,
} from "./join-rules";

beforeAll(() => speak("en"));

describe("session code input", () => {
  it("takes the code with or without the dash, in any case, with spaces", () => {
    expect(readCodeInput("abc-234")).toEqual({ ok: true, code: "ABC234" });
    expect(readCodeInput(" ABC 234 ")).toEqual({ ok: true, code: "ABC234" });
    expect(readCodeInput("abc234")).toEqual({ ok: true, code: "ABC234" });
  });
  it("says what is wrong", () => {
    expect(readCodeInput("  ")).toEqual({ ok: false, message: "Enter the code shown on the TV" });
    expect(readCodeInput("ABC-10O").ok).toBe(false);
    expect(readCodeInput("ABCD").ok).toBe(false);
  });
  it("names the unknown code as shown on the TV", () => {
    expect(unknownCodeMessage("ABC234")).toContain("ABC-234");
  });
  it("points to the TV's QR code when typed codes are blocked, and only then", () => {
    expect(
      joinRefusalHint({ message: "Too many wrong session codes; try again in 42 minutes" }),
    ).toBe("Scan the QR code on the TV to join now.");
    expect(joinRefusalHint({ code: "too_many_wrong_codes", message: "" })).toBe(
      "Scan the QR code on the TV to join now.",
    );
    expect(joinRefusalHint({ message: unknownCodeMessage("ABC234") })).toBeNull();
    expect(
      joinRefusalHint({ code: "session_not_found", message: "Session not found or expired" }),
    ).toBeNull();
  });
});

describe("singer name", () => {
  it("is trimmed, collapsed, without control characters, at most the cloud's 40 characters", () => {
    expect(cleanSingerName("  Ana \u0007 Maria  ")).toBe("Ana Maria");
    expect(SINGER_NAME_MAX).toBe(MAX_DISPLAY_NAME_LENGTH);
    expect(cleanSingerName("x".repeat(60))).toHaveLength(MAX_DISPLAY_NAME_LENGTH);
    expect(cleanSingerName("\u200bBo")).toBe("Bo");
  });

  it("is cleaned as the cloud cleans it, so the phone knows its own songs by it", () => {
    for (const typed of ["\u202EAna\u202C", " Zoë\u2066 ", "👩‍🎤 Kim", "y".repeat(45)]) {
      expect(cleanSingerName(typed)).toBe(cleanDisplayName(typed));
    }
  });
  it("is required", () => {
    expect(readNameInput("   ")).toEqual({ ok: false, message: "Please enter your name" });
    expect(readNameInput(" Zoë ")).toEqual({ ok: true, name: "Zoë" });
  });
});
