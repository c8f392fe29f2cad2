// A password input with its visible label and a show/hide toggle (spec §2).
import { useId, useState, type Ref } from "react";

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
          aria-label={shown ? "Hide password" : "Show password"}
          onClick={() => setShown((was) => !was)}
        >
          {shown ? "Hide" : "Show"}
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
