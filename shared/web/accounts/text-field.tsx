// A text input (or a textarea) with its visible label (CONTRACT §5).
import { useId, type Ref } from "react";

interface TextFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  type?: "text" | "email";
  autoComplete?: string;
  maxLength?: number;
  multiline?: boolean;
  inputRef?: Ref<HTMLInputElement>;
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
}: TextFieldProps) {
  const id = useId();
  return (
    <div className="account-field">
      <label htmlFor={id}>{label}</label>
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
          type={type}
          value={value}
          autoComplete={autoComplete}
          maxLength={maxLength}
          spellCheck={type === "email" ? false : undefined}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </div>
  );
}
