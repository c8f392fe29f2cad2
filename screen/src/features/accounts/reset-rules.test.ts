import { PASSWORD_PROBLEMS } from "@encore/shared";
import { beforeAll, describe, expect, it } from "vitest";
import { speak } from "../../../../shared/web/i18n/test-language";
import { canSubmitReset, checkReset, NO_ERRORS, passwordRuleChecks } from "./reset-rules";

beforeAll(() => speak("en"));

describe("reset password form", () => {
  it.each([
    ["Short1", "Short1", "new_password_too_short", "Password must be at least 8 characters long"],
    [
      "longenough1",
      "longenough1",
      "password_no_uppercase",
      "Password must contain at least one uppercase letter",
    ],
    [
      "LONGENOUGH1",
      "LONGENOUGH1",
      "password_no_lowercase",
      "Password must contain at least one lowercase letter",
    ],
    ["Longenough", "Longenough", "password_no_number", "Password must contain at least one number"],
  ])("%s → %s", (password, confirm, code, message) => {
    expect(checkReset(password, confirm)).toEqual({
      password: expect.objectContaining({ code, message }),
      confirm: null,
    });
  });

  it("then the confirmation must match", () => {
    expect(checkReset("Longenough1", "Longenough2")).toEqual({
      password: null,
      confirm: expect.objectContaining({
        code: "password_mismatch",
        message: "Passwords do not match",
      }),
    });
    expect(checkReset("Longenough1", "Longenough1")).toEqual(NO_ERRORS);
  });

  it("submit waits for both fields and no error", () => {
    expect(canSubmitReset("", "x", NO_ERRORS)).toBe(false);
    expect(canSubmitReset("x", "", NO_ERRORS)).toBe(false);
    expect(canSubmitReset("x", "x", NO_ERRORS)).toBe(true);
    expect(canSubmitReset("x", "x", { password: PASSWORD_PROBLEMS.noNumber, confirm: null })).toBe(
      false,
    );
  });

  it("lists the four rules with what is met", () => {
    expect(passwordRuleChecks("abc1").map((rule) => rule.met)).toEqual([false, false, true, true]);
    expect(passwordRuleChecks("abc1").map((rule) => rule.label)).toEqual([
      "At least 8 characters",
      "One uppercase letter",
      "One lowercase letter",
      "One number",
    ]);
  });
});
