import { describe, expect, it } from "vitest";
import { forgotPasswordBodySchema, signInBodySchema, signUpBodySchema } from "./auth-api.js";
import {
  AUTH_MESSAGES,
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

describe("checkAuthDialog (spec §5, in its order)", () => {
  it.each([
    ["signin", { email: " " }, "Email is required"],
    ["signin", { email: "", password: "" }, "Email is required"],
    ["signin", { password: "" }, "Password is required"],
    ["signup", { password: "", name: "" }, "Password is required"],
    ["signup", { name: "  ", termsAccepted: false }, "Name is required"],
    [
      "signup",
      { termsAccepted: false, password: "short" },
      "Please accept the terms and conditions",
    ],
    ["signup", { password: "1234567" }, "Password must be at least 8 characters"],
    ["forgot", { email: "no-at-sign" }, "Please enter a valid email address"],
    ["forgot", { email: "" }, "Email is required"],
  ] as const)("%s %j → %s", (mode, fields, message) => {
    expect(checkAuthDialog(mode, { ...filled, ...fields })).toBe(message);
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
    expect(checkSignUp({ ...body, ...change })).toBe(message);
  });

  it("counts characters, not UTF-16 units", () => {
    expect(checkSignUp({ ...body, password: "🎤🎤🎤🎤🎤🎤🎤" })).toBe(
      AUTH_MESSAGES.passwordTooShort,
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
    expect(checkForgotPassword({ email: "" })).toBe(AUTH_MESSAGES.emailRequired);
    expect(checkForgotPassword({ email: "nobody" })).toBe(AUTH_MESSAGES.invalidEmail);
    expect(checkForgotPassword({ email: "a@b.co" })).toBeNull();
  });
});

describe("auth body schemas", () => {
  it("report the rule's message without a field name, and normalise", () => {
    const empty = signUpBodySchema.safeParse({});
    expect(empty.success).toBe(false);
    expect(empty.error?.issues[0]?.message).toBe("Email is required");
    expect(empty.error?.issues[0]?.path).toEqual([]);
    expect(
      signUpBodySchema.parse({ email: " Ann@Example.com", password: "longenough", name: " Ann " }),
    ).toEqual({ email: "ann@example.com", password: "longenough", name: "Ann" });
    expect(signInBodySchema.parse({ email: "A@B.co", password: "x" }).email).toBe("a@b.co");
    expect(forgotPasswordBodySchema.parse({ email: "A@B.co" })).toEqual({ email: "a@b.co" });
  });

  it("name a field of the wrong type", () => {
    const wrong = signInBodySchema.safeParse({ email: 5, password: "x" });
    expect(wrong.error?.issues[0]?.message).toBe("email must be text");
  });
});
