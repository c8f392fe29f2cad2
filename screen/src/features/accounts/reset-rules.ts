// The reset screen's form rules (docs/product.md#password-rules): the new password's four rules,
// then the match; a field's error shows after it is left or on submit and clears when that field is
// edited; submit waits for both fields and no error. A problem carries its code, which the form
// shows in the language shown (errorText, docs/languages.md#errors).
import {
  newPasswordProblems,
  PASSWORD_MIN_LENGTH,
  PASSWORD_PROBLEMS,
  type RuleProblem,
} from "@encore/shared";
import { t } from "@encore/web/i18n/translate";

export interface ResetErrors {
  password: RuleProblem | null;
  confirm: RuleProblem | null;
}

export const NO_ERRORS: ResetErrors = { password: null, confirm: null };

/** The four rules as the screen lists them, in the language shown, each with whether it is met. */
export function passwordRuleChecks(password: string): { label: string; met: boolean }[] {
  const broken = new Set(newPasswordProblems(password).map((problem) => problem.code));
  return [
    {
      label: t("screen.reset.ruleLength", { min: PASSWORD_MIN_LENGTH }),
      met: !broken.has(PASSWORD_PROBLEMS.tooShort.code),
    },
    {
      label: t("screen.reset.ruleUppercase"),
      met: !broken.has(PASSWORD_PROBLEMS.noUppercase.code),
    },
    {
      label: t("screen.reset.ruleLowercase"),
      met: !broken.has(PASSWORD_PROBLEMS.noLowercase.code),
    },
    { label: t("screen.reset.ruleNumber"), met: !broken.has(PASSWORD_PROBLEMS.noNumber.code) },
  ];
}

export function passwordError(password: string): RuleProblem | null {
  return newPasswordProblems(password)[0] ?? null;
}

export function confirmError(password: string, confirm: string): RuleProblem | null {
  return confirm !== password ? PASSWORD_PROBLEMS.mismatch : null;
}

/** Both fields' errors, as a submit finds them. */
export function checkReset(password: string, confirm: string): ResetErrors {
  return { password: passwordError(password), confirm: confirmError(password, confirm) };
}

export function canSubmitReset(password: string, confirm: string, errors: ResetErrors): boolean {
  return password !== "" && confirm !== "" && errors.password === null && errors.confirm === null;
}
