import { describe, expect, it } from "vitest";
import { cleanSingerName, readCodeInput, readNameInput, unknownCodeMessage } from "./join-rules";

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
});

describe("singer name", () => {
  it("is trimmed, collapsed, without control characters, at most 30 characters", () => {
    expect(cleanSingerName("  Ana \u0007 Maria  ")).toBe("Ana Maria");
    expect(cleanSingerName("x".repeat(40))).toHaveLength(30);
    expect(cleanSingerName("\u200bBo")).toBe("Bo");
  });
  it("is required", () => {
    expect(readNameInput("   ")).toEqual({ ok: false, message: "Please enter your name" });
    expect(readNameInput(" Zoë ")).toEqual({ ok: true, name: "Zoë" });
  });
});
