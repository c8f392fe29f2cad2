// A password input with its visible label and a show/hide toggle
// (docs/product.md#authentication-dialog).
import { useId, useState, type Ref } from "react";
import { useT } from "../i18n/translate";

export interface PasswordFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  autoComplete: "current-password" | "new-password";
  hint?: string;
  error?: string | null;
  onBlur?: () => void;
  inputRef?: Ref<HTMLInputElement>;
}

export function PasswordField({
  label,
  value,
  onChange,
  autoComplete,
  hint,
  error,
  onBlur,
  inputRef,
}: PasswordFieldProps) {
  const t = useT();
  const id = useId();
  const [shown, setShown] = useState(false);
  const described = [hint ? `${id}-hint` : "", error ? `${id}-error` : ""].join(" ").trim();
  return (
    <div className="account-field">
      <label htmlFor={id}>{label}</label>
      <div className="account-password">
        <input
          ref={inputRef}
          id={id}
          type={shown ? "text" : "password"}
          value={value}
          autoComplete={autoComplete}
          aria-invalid={error ? true : undefined}
          aria-describedby={described || undefined}
          onChange={(event) => onChange(event.target.value)}
          onBlur={onBlur}
        />
        <button
          type="button"
          className="account-password-toggle"
          aria-label={t(shown ? "common.password.hideLabel" : "common.password.showLabel")}
          onClick={() => setShown((was) => !was)}
        >
          {t(shown ? "common.password.hide" : "common.password.show")}
        </button>
      </div>
      {hint && (
        <p id={`${id}-hint`} className="account-field-hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="account-field-error">
          {error}
        </p>
      )}
    </div>
  );
}
