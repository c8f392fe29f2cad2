// The auth dialog's words and its one submit step (docs/product.md#authentication-dialog), without
// React: which title and button each mode has, what a submit checks first, which handler it calls,
// and what the dialog shows after it.
import { checkAuthDialog, type AuthDialogFields, type AuthMode } from "@encore/shared";
import { ApiError } from "../api/http-client";
import { errorText } from "../i18n/error-text";
import type { MessageKey } from "../i18n/message-key";
import { t } from "../i18n/translate";

export type { AuthDialogFields, AuthMode };

export const AUTH_TITLE_KEYS: Record<AuthMode, MessageKey> = {
  signin: "common.auth.title.signin",
  signup: "common.auth.title.signup",
  forgot: "common.auth.title.forgot",
};

export const SUBMIT_LABEL_KEYS: Record<AuthMode, MessageKey> = {
  signin: "common.auth.submit.signin",
  signup: "common.auth.submit.signup",
  forgot: "common.auth.submit.forgot",
};

export const EMPTY_FIELDS: AuthDialogFields = {
  email: "",
  password: "",
  name: "",
  termsAccepted: false,
};

/** The auth dialog's handlers: Google, sign-up, sign-in, forgot-password. */
export interface AuthHandlers {
  signIn: (email: string, password: string) => Promise<unknown>;
  /** The dialog then says the spec's text, in the language shown (whatever the cloud answered). */
  signUp: (email: string, password: string, name: string) => Promise<unknown>;
  forgotPassword: (email: string) => Promise<void>;
  google: () => Promise<void>;
}

/** What the dialog shows after a submit. */
export type AuthOutcome =
  | { kind: "error"; message: string }
  | { kind: "signed-in" }
  | { kind: "signed-up"; message: string }
  | { kind: "reset-sent"; message: string };

/**
 * A thrown error in words (the cloud's code in the language shown, else its message), else the
 * fallback (docs/product.md#authentication-dialog).
 */
export function failureText(error: unknown, fallback: string): string {
  if (!(error instanceof Error) || error.message.trim() === "") return fallback;
  return error instanceof ApiError ? errorText(error) : error.message;
}

/** Checks the fields in the spec's order, then calls the mode's handler with trimmed values. */
export async function submitAuth(
  mode: AuthMode,
  fields: AuthDialogFields,
  handlers: AuthHandlers,
): Promise<AuthOutcome> {
  const problem = checkAuthDialog(mode, fields);
  // The rule's code in the language shown (docs/languages.md#errors).
  if (problem) return { kind: "error", message: errorText(problem) };
  const email = fields.email.trim();
  try {
    if (mode === "signin") {
      await handlers.signIn(email, fields.password);
      return { kind: "signed-in" };
    }
    if (mode === "signup") {
      await handlers.signUp(email, fields.password, fields.name.trim());
      return { kind: "signed-up", message: t("common.auth.signedUp") };
    }
    await handlers.forgotPassword(email);
    return { kind: "reset-sent", message: t("common.auth.resetRequested") };
  } catch (error) {
    return { kind: "error", message: failureText(error, t("common.auth.failed")) };
  }
}
