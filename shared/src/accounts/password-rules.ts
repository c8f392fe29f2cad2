// The password reset screen's rules (spec §5): at least 8 characters, an uppercase letter, a
// lowercase letter and a number. The cloud applies the same rules to every new password set by a
// reset link.
import { PASSWORD_MIN_LENGTH } from "../constants.js";
import { PASSWORD_MAX_LENGTH } from "./auth-rules.js";

export const PASSWORD_MESSAGES = {
  tooShort: `Password must be at least ${PASSWORD_MIN_LENGTH} characters long`,
  noUppercase: "Password must contain at least one uppercase letter",
  noLowercase: "Password must contain at least one lowercase letter",
  noNumber: "Password must contain at least one number",
  mismatch: "Passwords do not match",
  tooLong: `Password must be at most ${PASSWORD_MAX_LENGTH} characters long`,
} as const;

/** Every rule a new password breaks, in the spec's order; empty when it is acceptable. */
export function newPasswordProblems(password: string): string[] {
  const problems: string[] = [];
  const length = Array.from(password).length;
  if (length < PASSWORD_MIN_LENGTH) problems.push(PASSWORD_MESSAGES.tooShort);
  if (!/\p{Lu}/u.test(password)) problems.push(PASSWORD_MESSAGES.noUppercase);
  if (!/\p{Ll}/u.test(password)) problems.push(PASSWORD_MESSAGES.noLowercase);
  if (!/\p{Nd}/u.test(password)) problems.push(PASSWORD_MESSAGES.noNumber);
  if (length > PASSWORD_MAX_LENGTH) problems.push(PASSWORD_MESSAGES.tooLong);
  return problems;
}

/** The first problem of a new password (and its confirmation, on the screen), or null. */
export function checkNewPassword(password: string, confirmation?: string): string | null {
  const first = newPasswordProblems(password)[0];
  if (first) return first;
  if (confirmation !== undefined && confirmation !== password) return PASSWORD_MESSAGES.mismatch;
  return null;
}
