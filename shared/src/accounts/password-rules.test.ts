import { describe, expect, it } from "vitest";
import {
  checkNewPassword,
  newPasswordProblems,
  PASSWORD_MESSAGES,
  PASSWORD_PROBLEMS,
} from "./password-rules.js";

describe("new password rules (product.md password rules)", () => {
  it.each([
    ["Ab1", "new_password_too_short", "Password must be at least 8 characters long"],
    ["abcdefg1", "password_no_uppercase", "Password must contain at least one uppercase letter"],
    ["ABCDEFG1", "password_no_lowercase", "Password must contain at least one lowercase letter"],
    ["Abcdefgh", "password_no_number", "Password must contain at least one number"],
    [
      `Ab1${"x".repeat(254)}`,
      "new_password_too_long",
      "Password must be at most 256 characters long",
    ],
  ])("%s → %s", (password, code, message) => {
    expect(checkNewPassword(password)).toMatchObject({ code, message });
  });

  it("gives the lengths as params", () => {
    expect(checkNewPassword("Ab1")?.params).toEqual({ min: 8 });
    expect(checkNewPassword(`Ab1${"x".repeat(254)}`)?.params).toEqual({ max: 256 });
  });

  it("lists every broken rule in the spec's order", () => {
    expect(newPasswordProblems("").map((found) => found.message)).toEqual([
      PASSWORD_MESSAGES.tooShort,
      PASSWORD_MESSAGES.noUppercase,
      PASSWORD_MESSAGES.noLowercase,
      PASSWORD_MESSAGES.noNumber,
    ]);
    expect(newPasswordProblems("")).toEqual([
      PASSWORD_PROBLEMS.tooShort,
      PASSWORD_PROBLEMS.noUppercase,
      PASSWORD_PROBLEMS.noLowercase,
      PASSWORD_PROBLEMS.noNumber,
    ]);
    expect(newPasswordProblems("Abcdefg1")).toEqual([]);
  });

  it("accepts letters beyond ASCII", () => {
    expect(checkNewPassword("Ébène123")).toBeNull();
  });

  it("checks the confirmation last", () => {
    expect(checkNewPassword("Abcdefg1", "Abcdefg2")).toEqual({
      code: "password_mismatch",
      message: "Passwords do not match",
    });
    expect(checkNewPassword("abc", "xyz")).toEqual(PASSWORD_PROBLEMS.tooShort);
    expect(checkNewPassword("Abcdefg1", "Abcdefg1")).toBeNull();
  });
});
