import { describe, expect, it } from "vitest";
import { canSubmitReset, checkReset, NO_ERRORS, passwordRuleChecks } from "./reset-rules";

describe("reset password form", () => {
  it.each([
    ["Short1", "Short1", "Password must be at least 8 characters long"],
    ["longenough1", "longenough1", "Password must contain at least one uppercase letter"],
    ["LONGENOUGH1", "LONGENOUGH1", "Password must contain at least one lowercase letter"],
    ["Longenough", "Longenough", "Password must contain at least one number"],
  ])("%s → %s", (password, confirm, message) => {
    expect(checkReset(password, confirm)).toEqual({ password: message, confirm: null });
  });

  it("then the confirmation must match", () => {
    expect(checkReset("Longenough1", "Longenough2")).toEqual({
      password: null,
      confirm: "Passwords do not match",
    });
    expect(checkReset("Longenough1", "Longenough1")).toEqual(NO_ERRORS);
  });

  it("submit waits for both fields and no error", () => {
    expect(canSubmitReset("", "x", NO_ERRORS)).toBe(false);
    expect(canSubmitReset("x", "", NO_ERRORS)).toBe(false);
    expect(canSubmitReset("x", "x", NO_ERRORS)).toBe(true);
    expect(canSubmitReset("x", "x", { password: "bad", confirm: null })).toBe(false);
  });

  it("lists the four rules with what is met", () => {
    expect(passwordRuleChecks("abc1").map((rule) => rule.met)).toEqual([false, false, true, true]);
  });
});
