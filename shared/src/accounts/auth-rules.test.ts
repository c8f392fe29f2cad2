import { describe, expect, it } from "vitest";
import { forgotPasswordBodySchema, signInBodySchema, signUpBodySchema } from "./auth-api.js";
import { ruleProblemOf } from "../protocol/error-codes.js";
import {
  AUTH_MESSAGES,
  AUTH_PROBLEMS,
  checkAuthDialog,
  checkForgotPassword,
  checkSignUp,
  isValidEmail,
  normalizeEmail,
  type AuthDialogFields,
} from "./auth-rules.js";

const filled: AuthDialogFields = {
  email: "ann@example.com",
  password: "longenough",
  name: "Ann",
  termsAccepted: true,
};

describe("checkAuthDialog (product.md auth dialog checks, in their order)", () => {
  it.each([
    ["signin", { email: " " }, "email_required", "Email is required"],
    ["signin", { email: "", password: "" }, "email_required", "Email is required"],
    ["signin", { password: "" }, "password_required", "Password is required"],
    ["signup", { password: "", name: "" }, "password_required", "Password is required"],
    ["signup", { name: "  ", termsAccepted: false }, "name_required", "Name is required"],
    [
      "signup",
      { termsAccepted: false, password: "short" },
      "terms_required",
      "Please accept the terms and conditions",
    ],
    [
      "signup",
      { password: "1234567" },
      "password_too_short",
      "Password must be at least 8 characters",
    ],
    ["forgot", { email: "no-at-sign" }, "email_invalid", "Please enter a valid email address"],
    ["forgot", { email: "" }, "email_required", "Email is required"],
  ] as const)("%s %j → %s", (mode, fields, code, message) => {
    expect(checkAuthDialog(mode, { ...filled, ...fields })).toMatchObject({ code, message });
  });

  it("gives the numbers of a message as params, named as in its catalogue text", () => {
    expect(checkAuthDialog("signup", { ...filled, password: "short" })).toEqual({
      code: "password_too_short",
      message: "Password must be at least 8 characters",
      params: { min: 8 },
    });
  });

  it("lets complete forms through; sign-in does not check length or name", () => {
    expect(checkAuthDialog("signup", filled)).toBeNull();
    expect(checkAuthDialog("signin", { ...filled, password: "x", name: "" })).toBeNull();
    expect(checkAuthDialog("forgot", { ...filled, password: "" })).toBeNull();
  });
});

describe("checkSignUp (the cloud's rules)", () => {
  const body = { email: "ann@example.com", password: "longenough", name: "Ann" };

  it.each([
    [{ email: "" }, AUTH_MESSAGES.emailRequired],
    [{ email: "ann@example" }, AUTH_MESSAGES.invalidEmail],
    [{ email: "ann example.com" }, AUTH_MESSAGES.invalidEmail],
    [{ password: "" }, AUTH_MESSAGES.passwordRequired],
    [{ name: " " }, AUTH_MESSAGES.nameRequired],
    [{ name: "x".repeat(101) }, "Name must be at most 100 characters"],
    [{ password: "7 chars" }, "Password must be at least 8 characters"],
    [{ password: "x".repeat(257) }, "Password must be at most 256 characters"],
  ])("%j → %s", (change, message) => {
    expect(checkSignUp({ ...body, ...change })?.message).toBe(message);
  });

  it("names each problem by its code", () => {
    expect(checkSignUp({ ...body, email: "ann@example" })).toEqual({
      code: "email_invalid",
      message: AUTH_MESSAGES.invalidEmail,
    });
    expect(checkSignUp({ ...body, name: "x".repeat(101) })).toEqual({
      code: "name_too_long",
      message: "Name must be at most 100 characters",
      params: { max: 100 },
    });
    expect(checkSignUp({ ...body, password: "x".repeat(257) })).toEqual({
      code: "password_too_long",
      message: "Password must be at most 256 characters",
      params: { max: 256 },
    });
  });

  it("counts characters, not UTF-16 units", () => {
    expect(checkSignUp({ ...body, password: "🎤🎤🎤🎤🎤🎤🎤" })).toEqual(
      AUTH_PROBLEMS.passwordTooShort,
    );
    expect(checkSignUp({ ...body, password: "🎤".repeat(8) })).toBeNull();
  });
});

describe("email addresses", () => {
  it("are normalised to trimmed lower case", () => {
    expect(normalizeEmail("  Ann.Lee@Example.COM ")).toBe("ann.lee@example.com");
  });

  it.each([
    ["a@b.co", true],
    ["first.last+tag@sub.example.org", true],
    ["a@b", false],
    ["@b.co", false],
    ["a@@b.co", false],
    [`${"x".repeat(250)}@b.co`, false],
  ])("%s valid: %s", (email, valid) => {
    expect(isValidEmail(email)).toBe(valid);
  });

  it("forgot-password needs a real address", () => {
    expect(checkForgotPassword({ email: "" })).toEqual(AUTH_PROBLEMS.emailRequired);
    expect(checkForgotPassword({ email: "nobody" })).toEqual(AUTH_PROBLEMS.invalidEmail);
    expect(checkForgotPassword({ email: "a@b.co" })).toBeNull();
  });
});

describe("auth body schemas", () => {
  it("report the rule's message without a field name, and normalise", () => {
    const empty = signUpBodySchema.safeParse({});
    expect(empty.success).toBe(false);
    expect(empty.error?.issues[0]?.message).toBe("Email is required");
    expect(empty.error?.issues[0]?.path).toEqual([]);
    expect(ruleProblemOf(empty.error!.issues[0]!)).toEqual(AUTH_PROBLEMS.emailRequired);
    expect(
      signUpBodySchema.parse({ email: " Ann@Example.com", password: "longenough", name: " Ann " }),
    ).toEqual({ email: "ann@example.com", password: "longenough", name: "Ann" });
    expect(signInBodySchema.parse({ email: "A@B.co", password: "x" }).email).toBe("a@b.co");
    expect(forgotPasswordBodySchema.parse({ email: "A@B.co" })).toEqual({ email: "a@b.co" });
  });

  it("name a field of the wrong type", () => {
    const wrong = signInBodySchema.safeParse({ email: 5, password: "x" });
    expect(wrong.error?.issues[0]?.message).toBe("email must be text");
    expect(ruleProblemOf(wrong.error!.issues[0]!)).toBeUndefined();
  });
});
