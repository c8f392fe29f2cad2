// The password reset screen's rules (docs/product.md#password-rules): at least 8 characters, an
// uppercase letter, a lowercase letter and a number. The cloud applies the same rules to every new
// password set by a reset link.
import { PASSWORD_MIN_LENGTH } from "../constants.js";
import { problem, type RuleProblem } from "../protocol/error-codes.js";
import { PASSWORD_MAX_LENGTH } from "./auth-rules.js";

export const PASSWORD_MESSAGES = {
  tooShort: `Password must be at least ${PASSWORD_MIN_LENGTH} characters long`,
  noUppercase: "Password must contain at least one uppercase letter",
  noLowercase: "Password must contain at least one lowercase letter",
  noNumber: "Password must contain at least one number",
  mismatch: "Passwords do not match",
  tooLong: `Password must be at most ${PASSWORD_MAX_LENGTH} characters long`,
} as const;

/** Each rule's problem: its code (docs/protocol.md#error-codes) and the message above. */
export const PASSWORD_PROBLEMS = {
  tooShort: problem("new_password_too_short", PASSWORD_MESSAGES.tooShort, {
    min: PASSWORD_MIN_LENGTH,
  }),
  noUppercase: problem("password_no_uppercase", PASSWORD_MESSAGES.noUppercase),
  noLowercase: problem("password_no_lowercase", PASSWORD_MESSAGES.noLowercase),
  noNumber: problem("password_no_number", PASSWORD_MESSAGES.noNumber),
  mismatch: problem("password_mismatch", PASSWORD_MESSAGES.mismatch),
  tooLong: problem("new_password_too_long", PASSWORD_MESSAGES.tooLong, {
    max: PASSWORD_MAX_LENGTH,
  }),
} as const satisfies Record<keyof typeof PASSWORD_MESSAGES, RuleProblem>;

/** Every rule a new password breaks, in the spec's order; empty when it is acceptable. */
export function newPasswordProblems(password: string): RuleProblem[] {
  const problems: RuleProblem[] = [];
  const length = Array.from(password).length;
  if (length < PASSWORD_MIN_LENGTH) problems.push(PASSWORD_PROBLEMS.tooShort);
  if (!/\p{Lu}/u.test(password)) problems.push(PASSWORD_PROBLEMS.noUppercase);
  if (!/\p{Ll}/u.test(password)) problems.push(PASSWORD_PROBLEMS.noLowercase);
  if (!/\p{Nd}/u.test(password)) problems.push(PASSWORD_PROBLEMS.noNumber);
  if (length > PASSWORD_MAX_LENGTH) problems.push(PASSWORD_PROBLEMS.tooLong);
  return problems;
}

/** The first problem of a new password (and its confirmation, on the screen), or null. */
export function checkNewPassword(password: string, confirmation?: string): RuleProblem | null {
  const first = newPasswordProblems(password)[0];
  if (first) return first;
  if (confirmation !== undefined && confirmation !== password) return PASSWORD_PROBLEMS.mismatch;
  return null;
}
