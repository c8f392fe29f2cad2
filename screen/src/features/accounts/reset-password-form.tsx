// The reset screen's form (docs/product.md#password-rules): New Password with its four rules
// listed, Confirm Password, and 'Reset Password', enabled once both are filled and no error shows.
import { PasswordField } from "@encore/web/accounts/password-field";
import { errorText } from "@encore/web/i18n/error-text";
import { useT } from "@encore/web/i18n/translate";
import { useEffect, useRef, useState, type FormEvent } from "react";
import {
  canSubmitReset,
  checkReset,
  confirmError,
  NO_ERRORS,
  passwordError,
  passwordRuleChecks,
  type ResetErrors,
} from "./reset-rules";
import "@encore/web/accounts/account-forms.css";

export function ResetPasswordForm({ onSubmit }: { onSubmit: (password: string) => Promise<void> }) {
  const t = useT();
  const [password, setPassword] = useState("");
  const [confirm, setConfirm] = useState("");
  const [errors, setErrors] = useState<ResetErrors>(NO_ERRORS);
  const [busy, setBusy] = useState(false);
  const first = useRef<HTMLInputElement>(null);
  useEffect(() => first.current?.focus(), []);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const found = checkReset(password, confirm);
    setErrors(found);
    if (!canSubmitReset(password, confirm, found)) return;
    setBusy(true);
    await onSubmit(password);
    setBusy(false);
  }

  return (
    <form className="reset-form" onSubmit={(event) => void submit(event)} noValidate>
      <fieldset className="auth-fieldset" disabled={busy}>
        <PasswordField
          label={t("screen.reset.newPassword")}
          value={password}
          autoComplete="new-password"
          error={errors.password && errorText(errors.password)}
          inputRef={first}
          onChange={(value) => {
            setPassword(value);
            setErrors((was) => ({ ...was, password: null }));
          }}
          onBlur={() =>
            password !== "" && setErrors((was) => ({ ...was, password: passwordError(password) }))
          }
        />
        <ul className="reset-rules" aria-label={t("screen.reset.rules")}>
          {passwordRuleChecks(password).map((rule) => (
            <li key={rule.label} className={rule.met ? "reset-rule-met" : undefined}>
              <span aria-hidden="true">{rule.met ? "✓" : "•"}</span> {rule.label}
            </li>
          ))}
        </ul>
        <PasswordField
          label={t("screen.reset.confirmPassword")}
          value={confirm}
          autoComplete="new-password"
          error={errors.confirm && errorText(errors.confirm)}
          onChange={(value) => {
            setConfirm(value);
            setErrors((was) => ({ ...was, confirm: null }));
          }}
          onBlur={() =>
            confirm !== "" &&
            setErrors((was) => ({ ...was, confirm: confirmError(password, confirm) }))
          }
        />
        <button
          type="submit"
          className="account-submit"
          disabled={!canSubmitReset(password, confirm, errors)}
        >
          {busy ? t("screen.reset.resetting") : t("screen.reset.submit")}
        </button>
      </fieldset>
    </form>
  );
}
