// Changing the singer name later (the next songs carry the new one; the phone reconnects under it).
import { useId, useState, type FormEvent } from "react";
import { setSingerName } from "../join/identity-atoms";
import { readNameInput, SINGER_NAME_MAX } from "../join/join-rules";

export function SingerNameForm({ current }: { current: string }) {
  const [value, setValue] = useState(current);
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const id = useId();

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const input = readNameInput(value);
    if (!input.ok) return setError(input.message);
    setSingerName(input.name);
    setValue(input.name);
    setSaved(true);
  }

  return (
    <form className="me-name-form" onSubmit={onSubmit} noValidate>
      <div className="field">
        <label className="field-label" htmlFor={id}>
          Singer name
        </label>
        <input
          id={id}
          className="field-input"
          value={value}
          maxLength={SINGER_NAME_MAX}
          autoComplete="nickname"
          onChange={(event) => {
            setValue(event.target.value);
            setError(null);
            setSaved(false);
          }}
        />
        {error && (
          <p className="field-error" role="alert">
            {error}
          </p>
        )}
      </div>
      <button
        type="submit"
        className="button button-ghost"
        disabled={value.trim() === current || value.trim() === ""}
      >
        {saved ? "Saved" : "Save name"}
      </button>
    </form>
  );
}
