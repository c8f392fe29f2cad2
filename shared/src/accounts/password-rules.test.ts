import { describe, expect, it } from "vitest";
import { checkNewPassword, newPasswordProblems, PASSWORD_MESSAGES } from "./password-rules.js";

describe("new password rules (spec §5 password reset)", () => {
  it.each([
    ["Ab1", "Password must be at least 8 characters long"],
    ["abcdefg1", "Password must contain at least one uppercase letter"],
    ["ABCDEFG1", "Password must contain at least one lowercase letter"],
    ["Abcdefgh", "Password must contain at least one number"],
    [`Ab1${"x".repeat(254)}`, "Password must be at most 256 characters long"],
  ])("%s → %s", (password, message) => {
    expect(checkNewPassword(password)).toBe(message);
  });

  it("lists every broken rule in the spec's order", () => {
    expect(newPasswordProblems("")).toEqual([
      PASSWORD_MESSAGES.tooShort,
      PASSWORD_MESSAGES.noUppercase,
      PASSWORD_MESSAGES.noLowercase,
      PASSWORD_MESSAGES.noNumber,
    ]);
    expect(newPasswordProblems("Abcdefg1")).toEqual([]);
  });

  it("accepts letters beyond ASCII", () => {
    expect(checkNewPassword("Ébène123")).toBeNull();
  });

  it("checks the confirmation last", () => {
    expect(checkNewPassword("Abcdefg1", "Abcdefg2")).toBe("Passwords do not match");
    expect(checkNewPassword("abc", "xyz")).toBe(PASSWORD_MESSAGES.tooShort);
    expect(checkNewPassword("Abcdefg1", "Abcdefg1")).toBeNull();
  });
});
