// The one question a guest may be asked (CONTRACT §5): `Your name`, then `Continue`. Asked once
// per phone; the name is what the queue shows beside the guest's songs.
import { formatSessionCode } from "@encore/shared";
import { BrandLogo } from "@encore/web/ui/brand-logo";
import { useId, useState, type FormEvent } from "react";
import { OfflineNote } from "../status/offline-note";
import { setSingerName } from "./identity-atoms";
import { readNameInput, SINGER_NAME_MAX } from "./join-rules";
import "./join.css";

export function NameStep({ code }: { code: string }) {
  const [value, setValue] = useState("");
  const [error, setError] = useState<string | null>(null);
  const fieldId = useId();
  const errorId = useId();

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const input = readNameInput(value);
    if (!input.ok) return setError(input.message);
    setSingerName(input.name);
  }

  return (
    <main className="start-page">
      <div className="start-card">
        <BrandLogo className="start-logo" />
        <h1 className="start-title">You're joining {formatSessionCode(code)}</h1>
        <p className="start-hint">What should the TV call you when it's your turn to sing?</p>
        <form className="start-form" onSubmit={onSubmit} noValidate>
          <div className="field">
            <label className="field-label" htmlFor={fieldId}>
              Your name
            </label>
            <input
              id={fieldId}
              className="field-input"
              value={value}
              onChange={(event) => {
                setValue(event.target.value);
                setError(null);
              }}
              autoComplete="nickname"
              autoCapitalize="words"
              enterKeyHint="done"
              maxLength={SINGER_NAME_MAX}
              aria-invalid={error !== null}
              aria-describedby={error ? errorId : undefined}
            />
            {error && (
              <p id={errorId} className="field-error" role="alert">
                {error}
              </p>
            )}
          </div>
          <button type="submit" className="button start-join">
            Continue
          </button>
        </form>
        <OfflineNote />
      </div>
    </main>
  );
}
