// The auth dialog's rules (spec §5), as pure functions returning the spec's messages: the screen
// checks them before sending, and the cloud checks the same rules (plus a valid address and upper
// bounds) on receipt.
import { PASSWORD_MIN_LENGTH } from "../constants.js";

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

/** Spec §5, in its order: the first problem of the dialog's fields, or null when it may be sent. */
export function checkAuthDialog(mode: AuthMode, fields: AuthDialogFields): string | null {
  if (fields.email.trim() === "") return AUTH_MESSAGES.emailRequired;
  if (mode === "forgot") return fields.email.includes("@") ? null : AUTH_MESSAGES.invalidEmail;
  if (fields.password === "") return AUTH_MESSAGES.passwordRequired;
  if (mode === "signup") {
    if (fields.name.trim() === "") return AUTH_MESSAGES.nameRequired;
    if (!fields.termsAccepted) return AUTH_MESSAGES.termsRequired;
    if (length(fields.password) < PASSWORD_MIN_LENGTH) return AUTH_MESSAGES.passwordTooShort;
  }
  return null;
}

/** What the cloud checks of a sign-up: the dialog's order, a real address, and upper bounds. */
export function checkSignUp(body: {
  email: string;
  password: string;
  name: string;
}): string | null {
  if (body.email.trim() === "") return AUTH_MESSAGES.emailRequired;
  if (!isValidEmail(body.email)) return AUTH_MESSAGES.invalidEmail;
  if (body.password === "") return AUTH_MESSAGES.passwordRequired;
  if (body.name.trim() === "") return AUTH_MESSAGES.nameRequired;
  if (length(body.name.trim()) > NAME_MAX_LENGTH) return AUTH_MESSAGES.nameTooLong;
  if (length(body.password) < PASSWORD_MIN_LENGTH) return AUTH_MESSAGES.passwordTooShort;
  if (length(body.password) > PASSWORD_MAX_LENGTH) return AUTH_MESSAGES.passwordTooLong;
  return null;
}

export function checkSignIn(body: { email: string; password: string }): string | null {
  if (body.email.trim() === "") return AUTH_MESSAGES.emailRequired;
  if (body.password === "") return AUTH_MESSAGES.passwordRequired;
  return null;
}

export function checkForgotPassword(body: { email: string }): string | null {
  if (body.email.trim() === "") return AUTH_MESSAGES.emailRequired;
  if (!isValidEmail(body.email)) return AUTH_MESSAGES.invalidEmail;
  return null;
}
