// The auth dialog's words and its one submit step (spec §2, §4, §5, §8), without React: which
// title and button each mode has, what a submit checks first, which handler it calls, and what
// the dialog shows after it.
import {
  ACCOUNT_MESSAGES,
  checkAuthDialog,
  type AuthDialogFields,
  type AuthMode,
} from "@encore/shared";

export type { AuthDialogFields, AuthMode };

export const AUTH_TITLES: Record<AuthMode, string> = {
  signin: "Sign In",
  signup: "Create Account",
  forgot: "Reset Password",
};

export const SUBMIT_LABELS: Record<AuthMode, string> = {
  signin: "Sign In",
  signup: "Create Account",
  forgot: "Send Reset Link",
};

export const AUTH_FALLBACKS = {
  google: "Google login failed",
  other: "Authentication failed",
} as const;

export const EMPTY_FIELDS: AuthDialogFields = {
  email: "",
  password: "",
  name: "",
  termsAccepted: false,
};

/** Spec §7's auth dialog handlers. */
export interface AuthHandlers {
  signIn: (email: string, password: string) => Promise<unknown>;
  /** Answers the server's message, if it sent one. */
  signUp: (email: string, password: string, name: string) => Promise<string | undefined>;
  forgotPassword: (email: string) => Promise<void>;
  google: () => Promise<void>;
}

/** What the dialog shows after a submit. */
export type AuthOutcome =
  | { kind: "error"; message: string }
  | { kind: "signed-in" }
  | { kind: "signed-up"; message: string }
  | { kind: "reset-sent"; message: string };

/** A thrown error's message, else the fallback (spec §8). */
export function failureText(error: unknown, fallback: string): string {
  if (error instanceof Error && error.message.trim() !== "") return error.message;
  return fallback;
}

/** Checks the fields in the spec's order, then calls the mode's handler with trimmed values. */
export async function submitAuth(
  mode: AuthMode,
  fields: AuthDialogFields,
  handlers: AuthHandlers,
): Promise<AuthOutcome> {
  const problem = checkAuthDialog(mode, fields);
  if (problem) return { kind: "error", message: problem };
  const email = fields.email.trim();
  try {
    if (mode === "signin") {
      await handlers.signIn(email, fields.password);
      return { kind: "signed-in" };
    }
    if (mode === "signup") {
      const message = await handlers.signUp(email, fields.password, fields.name.trim());
      return { kind: "signed-up", message: message?.trim() || ACCOUNT_MESSAGES.signedUp };
    }
    await handlers.forgotPassword(email);
    return { kind: "reset-sent", message: ACCOUNT_MESSAGES.resetRequested };
  } catch (error) {
    return { kind: "error", message: failureText(error, AUTH_FALLBACKS.other) };
  }
}
