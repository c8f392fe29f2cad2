// /remote/: the code on the TV, typed (CONTRACT §5 `Session code` + `Join`); the last party's
// code is already in the field. An unknown code is said here, the typed code kept.
import { formatSessionCode } from "@encore/shared";
import { BrandLogo } from "@encore/web/ui/brand-logo";
import { store, useAtomValue } from "@encore/web/store/store";
import { useId, useState, type FormEvent } from "react";
import { useLocation } from "wouter";
import { remotePaths } from "../../app/paths";
import { OfflineNote } from "../status/offline-note";
import { checkCode } from "./check-code";
import { joinNoticeAtom } from "./join-atoms";
import { readCodeInput, unknownCodeMessage } from "./join-rules";
import { remoteMemory } from "./remote-memory";
import "./join.css";

function initialCode(noticeCode: string | undefined): string {
  const code = noticeCode ?? remoteMemory.lastSession();
  return code ? formatSessionCode(code) : "";
}

export function StartPage() {
  const notice = useAtomValue(joinNoticeAtom);
  const [, navigate] = useLocation();
  const [value, setValue] = useState(() => initialCode(notice?.code));
  const [error, setError] = useState<string | null>(notice?.message ?? null);
  const [busy, setBusy] = useState(false);
  const fieldId = useId();
  const errorId = useId();

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const input = readCodeInput(value);
    if (!input.ok) {
      setError(input.message);
      return;
    }
    setBusy(true);
    const check = await checkCode(input.code);
    setBusy(false);
    if (check.kind === "unknown") return setError(unknownCodeMessage(input.code));
    if (check.kind === "limited") return setError(check.message);
    // Found, or the cloud is out of reach: the party page keeps trying to join.
    store.set(joinNoticeAtom, null);
    navigate(remotePaths.browse(input.code));
  }

  return (
    <main className="start-page">
      <div className="start-card">
        <BrandLogo className="start-logo" />
        <h1 className="start-title">Join the party</h1>
        <p className="start-hint">Scan the QR code on the TV, or type the code it shows.</p>
        <form className="start-form" onSubmit={(event) => void onSubmit(event)} noValidate>
          <div className="field">
            <label className="field-label" htmlFor={fieldId}>
              Session code
            </label>
            <input
              id={fieldId}
              className="field-input start-code-input"
              value={value}
              onChange={(event) => {
                setValue(event.target.value);
                setError(null);
              }}
              autoComplete="off"
              autoCapitalize="characters"
              autoCorrect="off"
              spellCheck={false}
              enterKeyHint="go"
              inputMode="text"
              maxLength={12}
              placeholder="ABC-234"
              aria-invalid={error !== null}
              aria-describedby={error ? errorId : undefined}
            />
            {error && (
              <p id={errorId} className="field-error" role="alert">
                {error}
              </p>
            )}
          </div>
          <button type="submit" className="button start-join" disabled={busy} aria-busy={busy}>
            Join
          </button>
        </form>
        <OfflineNote />
      </div>
    </main>
  );
}
