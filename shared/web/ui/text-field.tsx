// A text input (or a textarea) with its visible label, and the field's problem under
// it when it has one. Two looks: the account forms' (account-forms.css) and the remote's plain
// field (`field`, styled by the remote's theme).
import { useId, type InputHTMLAttributes, type Ref } from "react";

const LOOKS = {
  account: {
    field: "account-field",
    label: undefined,
    input: undefined,
    error: "account-field-error",
    hint: "account-field-hint",
  },
  plain: {
    field: "field",
    label: "field-label",
    input: "field-input",
    error: "field-error",
    hint: "field-hint",
  },
} as const;

/** The phone keyboard's and the input's own extras. */
type InputExtras = Pick<
  InputHTMLAttributes<HTMLInputElement>,
  | "autoCapitalize"
  | "autoCorrect"
  | "spellCheck"
  | "enterKeyHint"
  | "inputMode"
  | "placeholder"
  | "className"
>;

interface TextFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  type?: "text" | "email";
  autoComplete?: string;
  maxLength?: number;
  multiline?: boolean;
  inputRef?: Ref<HTMLInputElement>;
  look?: keyof typeof LOOKS;
  /** The field's problem, said under it (an alert) and tied to the input; null: none. */
  error?: string | null;
  /** What to do about the problem, said under it in the same alert. */
  errorHint?: string | null;
  inputProps?: InputExtras;
}

export function TextField({
  label,
  value,
  onChange,
  type = "text",
  autoComplete,
  maxLength,
  multiline = false,
  inputRef,
  look = "account",
  error = null,
  errorHint = null,
  inputProps = {},
}: TextFieldProps) {
  const id = useId();
  const errorId = useId();
  const classes = LOOKS[look];
  const { className: inputClass, ...extras } = inputProps;
  return (
    <div className={classes.field}>
      <label className={classes.label} htmlFor={id}>
        {label}
      </label>
      {multiline ? (
        <textarea
          id={id}
          value={value}
          rows={6}
          maxLength={maxLength}
          onChange={(event) => onChange(event.target.value)}
        />
      ) : (
        <input
          ref={inputRef}
          id={id}
          className={[classes.input, inputClass].filter(Boolean).join(" ") || undefined}
          type={type}
          value={value}
          autoComplete={autoComplete}
          maxLength={maxLength}
          spellCheck={type === "email" ? false : undefined}
          {...extras}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
      {error && (
        <div id={errorId} role="alert">
          <p className={classes.error}>{error}</p>
          {errorHint && <p className={classes.hint}>{errorHint}</p>}
        </div>
      )}
    </div>
  );
}
