// The reset screen's form rules (spec §5): the new password's four rules, then the match; a
// field's error shows after it is left or on submit and clears when that field is edited; submit
// waits for both fields and no error.
import { newPasswordProblems, PASSWORD_MESSAGES, PASSWORD_MIN_LENGTH } from "@encore/shared";

export interface ResetErrors {
  password: string | null;
  confirm: string | null;
}

export const NO_ERRORS: ResetErrors = { password: null, confirm: null };

/** The four rules as the screen lists them, each with whether it is met. */
export function passwordRuleChecks(password: string): { label: string; met: boolean }[] {
  const problems = new Set(newPasswordProblems(password));
  return [
    {
      label: `At least ${PASSWORD_MIN_LENGTH} characters`,
      met: !problems.has(PASSWORD_MESSAGES.tooShort),
    },
    { label: "One uppercase letter", met: !problems.has(PASSWORD_MESSAGES.noUppercase) },
    { label: "One lowercase letter", met: !problems.has(PASSWORD_MESSAGES.noLowercase) },
    { label: "One number", met: !problems.has(PASSWORD_MESSAGES.noNumber) },
  ];
}

export function passwordError(password: string): string | null {
  return newPasswordProblems(password)[0] ?? null;
}

export function confirmError(password: string, confirm: string): string | null {
  return confirm !== password ? PASSWORD_MESSAGES.mismatch : null;
}

/** Both fields' errors, as a submit finds them. */
export function checkReset(password: string, confirm: string): ResetErrors {
  return { password: passwordError(password), confirm: confirmError(password, confirm) };
}

export function canSubmitReset(password: string, confirm: string, errors: ResetErrors): boolean {
  return password !== "" && confirm !== "" && errors.password === null && errors.confirm === null;
}
