import { beforeAll, describe, expect, it, vi } from "vitest";
import { ApiError } from "../api/http-client";
import { speak } from "../i18n/test-language";
import { EMPTY_FIELDS, failureText, submitAuth, type AuthHandlers } from "./auth-dialog-model";

function handlers(overrides: Partial<AuthHandlers> = {}): AuthHandlers {
  return {
    signIn: vi.fn(() => Promise.resolve()),
    signUp: vi.fn(() => Promise.resolve(undefined)),
    forgotPassword: vi.fn(() => Promise.resolve()),
    google: vi.fn(() => Promise.resolve()),
    ...overrides,
  };
}

const filled = {
  email: " ann@example.com ",
  password: "longenough",
  name: " Ann ",
  termsAccepted: true,
};

describe("submitAuth", () => {
  beforeAll(() => speak("en"));

  it("reports the first rule broken and calls nothing", async () => {
    const h = handlers();
    expect(await submitAuth("signup", { ...EMPTY_FIELDS, email: "a@b.co" }, h)).toEqual({
      kind: "error",
      message: "Password is required",
    });
    expect(h.signUp).not.toHaveBeenCalled();
    const short = { ...filled, password: "short" };
    expect(await submitAuth("signup", short, h)).toEqual({
      kind: "error",
      message: "Password must be at least 8 characters",
    });
  });

  it("signs in with the trimmed address", async () => {
    const h = handlers();
    expect(await submitAuth("signin", filled, h)).toEqual({ kind: "signed-in" });
    expect(h.signIn).toHaveBeenCalledWith("ann@example.com", "longenough");
  });

  it("signs up and says the spec's text in the language shown", async () => {
    const h = handlers({ signUp: vi.fn(() => Promise.resolve("Check your mail")) });
    expect(await submitAuth("signup", filled, h)).toEqual({
      kind: "signed-up",
      message: "Account created! Please check your email to verify your account before signing in.",
    });
    expect(h.signUp).toHaveBeenCalledWith("ann@example.com", "longenough", "Ann");
  });

  it("says the reset instructions are on their way", async () => {
    expect(await submitAuth("forgot", { ...EMPTY_FIELDS, email: "a@b.co" }, handlers())).toEqual({
      kind: "reset-sent",
      message: "Password reset instructions sent to your email",
    });
  });

  it("shows a handler's error, else 'Authentication failed'", async () => {
    const refused = handlers({
      signIn: () => Promise.reject(new Error("Invalid email or password")),
    });
    expect(await submitAuth("signin", filled, refused)).toEqual({
      kind: "error",
      message: "Invalid email or password",
    });
    const silent = handlers({ signIn: () => Promise.reject(new Error("")) });
    expect(await submitAuth("signin", filled, silent)).toEqual({
      kind: "error",
      message: "Authentication failed",
    });
  });

  it("says a cloud error by its code when the catalogue has it, else by its message", () => {
    const known = new ApiError("Invalid email or password", 401, { code: "invalid_credentials" });
    expect(failureText(known, "Authentication failed")).toBe("Invalid email or password");
    const unknown = new ApiError("Too many attempts", 429, { code: "no_such_code" });
    expect(failureText(unknown, "Authentication failed")).toBe("Too many attempts");
  });
});
