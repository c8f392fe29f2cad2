// The auth dialog's rules (docs/product.md#auth-dialog-checks), as pure functions returning the
// problem they find (its code, which the apps translate, and its English message): the screen
// checks them before sending, and the cloud checks the same rules (plus a valid address and upper
// bounds) on receipt.
import { PASSWORD_MIN_LENGTH } from "../constants.js";
import { problem, type RuleProblem } from "../protocol/error-codes.js";

export const EMAIL_MAX_LENGTH = 254;
export const NAME_MAX_LENGTH = 100;
/** Far above any real password; bounds the work of hashing one. */
export const PASSWORD_MAX_LENGTH = 256;

export const AUTH_MESSAGES = {
  emailRequired: "Email is required",
  invalidEmail: "Please enter a valid email address",
  passwordRequired: "Password is required",
  nameRequired: "Name is required",
  termsRequired: "Please accept the terms and conditions",
  passwordTooShort: `Password must be at least ${PASSWORD_MIN_LENGTH} characters`,
  passwordTooLong: `Password must be at most ${PASSWORD_MAX_LENGTH} characters`,
  nameTooLong: `Name must be at most ${NAME_MAX_LENGTH} characters`,
} as const;

/** Each rule's problem: its code (docs/protocol.md#error-codes) and the message above. */
export const AUTH_PROBLEMS = {
  emailRequired: problem("email_required", AUTH_MESSAGES.emailRequired),
  invalidEmail: problem("email_invalid", AUTH_MESSAGES.invalidEmail),
  passwordRequired: problem("password_required", AUTH_MESSAGES.passwordRequired),
  nameRequired: problem("name_required", AUTH_MESSAGES.nameRequired),
  termsRequired: problem("terms_required", AUTH_MESSAGES.termsRequired),
  passwordTooShort: problem("password_too_short", AUTH_MESSAGES.passwordTooShort, {
    min: PASSWORD_MIN_LENGTH,
  }),
  passwordTooLong: problem("password_too_long", AUTH_MESSAGES.passwordTooLong, {
    max: PASSWORD_MAX_LENGTH,
  }),
  nameTooLong: problem("name_too_long", AUTH_MESSAGES.nameTooLong, { max: NAME_MAX_LENGTH }),
} as const satisfies Record<keyof typeof AUTH_MESSAGES, RuleProblem>;

export type AuthMode = "signin" | "signup" | "forgot";

export interface AuthDialogFields {
  email: string;
  password: string;
  name: string;
  termsAccepted: boolean;
}

const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Addresses are compared case-insensitively: they are stored trimmed and in lower case. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** One @, something on each side, a dot in the domain, no spaces, at most 254 characters. */
export function isValidEmail(email: string): boolean {
  const trimmed = email.trim();
  return trimmed.length <= EMAIL_MAX_LENGTH && EMAIL_SHAPE.test(trimmed);
}

const length = (text: string) => Array.from(text).length;

/**
 * In the documented order (docs/product.md#auth-dialog-checks): the first problem of the dialog's
 * fields, or null when it may be sent.
 */
export function checkAuthDialog(mode: AuthMode, fields: AuthDialogFields): RuleProblem | null {
  if (fields.email.trim() === "") return AUTH_PROBLEMS.emailRequired;
  if (mode === "forgot") return fields.email.includes("@") ? null : AUTH_PROBLEMS.invalidEmail;
  if (fields.password === "") return AUTH_PROBLEMS.passwordRequired;
  if (mode === "signup") {
    if (fields.name.trim() === "") return AUTH_PROBLEMS.nameRequired;
    if (!fields.termsAccepted) return AUTH_PROBLEMS.termsRequired;
    if (length(fields.password) < PASSWORD_MIN_LENGTH) return AUTH_PROBLEMS.passwordTooShort;
  }
  return null;
}

/** What the cloud checks of a sign-up: the dialog's order, a real address, and upper bounds. */
export function checkSignUp(body: {
  email: string;
  password: string;
  name: string;
}): RuleProblem | null {
  if (body.email.trim() === "") return AUTH_PROBLEMS.emailRequired;
  if (!isValidEmail(body.email)) return AUTH_PROBLEMS.invalidEmail;
  if (body.password === "") return AUTH_PROBLEMS.passwordRequired;
  if (body.name.trim() === "") return AUTH_PROBLEMS.nameRequired;
  if (length(body.name.trim()) > NAME_MAX_LENGTH) return AUTH_PROBLEMS.nameTooLong;
  if (length(body.password) < PASSWORD_MIN_LENGTH) return AUTH_PROBLEMS.passwordTooShort;
  if (length(body.password) > PASSWORD_MAX_LENGTH) return AUTH_PROBLEMS.passwordTooLong;
  return null;
}

export function checkSignIn(body: { email: string; password: string }): RuleProblem | null {
  if (body.email.trim() === "") return AUTH_PROBLEMS.emailRequired;
  if (body.password === "") return AUTH_PROBLEMS.passwordRequired;
  return null;
}

export function checkForgotPassword(body: { email: string }): RuleProblem | null {
  if (body.email.trim() === "") return AUTH_PROBLEMS.emailRequired;
  if (!isValidEmail(body.email)) return AUTH_PROBLEMS.invalidEmail;
  return null;
}
