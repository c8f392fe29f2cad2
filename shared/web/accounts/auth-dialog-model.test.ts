import { describe, expect, it, vi } from "vitest";
import { EMPTY_FIELDS, submitAuth, type AuthHandlers } from "./auth-dialog-model";

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
  it("reports the first rule broken and calls nothing", async () => {
    const h = handlers();
    expect(await submitAuth("signup", { ...EMPTY_FIELDS, email: "a@b.co" }, h)).toEqual({
      kind: "error",
      message: "Password is required",
    });
    expect(h.signUp).not.toHaveBeenCalled();
  });

  it("signs in with the trimmed address", async () => {
    const h = handlers();
    expect(await submitAuth("signin", filled, h)).toEqual({ kind: "signed-in" });
    expect(h.signIn).toHaveBeenCalledWith("ann@example.com", "longenough");
  });

  it("signs up with the server's message, or the spec's", async () => {
    const h = handlers({ signUp: vi.fn(() => Promise.resolve("Check your mail")) });
    expect(await submitAuth("signup", filled, h)).toEqual({
      kind: "signed-up",
      message: "Check your mail",
    });
    expect(h.signUp).toHaveBeenCalledWith("ann@example.com", "longenough", "Ann");
    expect(await submitAuth("signup", filled, handlers())).toEqual({
      kind: "signed-up",
      message: "Account created! Please check your email to verify your account before signing in.",
    });
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
});
