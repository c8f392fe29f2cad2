// The auth dialog's form for one mode: the fields, the red and green boxes, the submit button,
// Google, and the links between modes.
import { useEffect, useRef, useState, type FormEvent } from "react";
import { PASSWORD_MIN_LENGTH } from "@encore/shared";
import { appConfigAtom } from "../config/app-config";
import { useT } from "../i18n/translate";
import { useAtomValue } from "../store/store";
import {
  EMPTY_FIELDS,
  SUBMIT_LABEL_KEYS,
  failureText,
  submitAuth,
  type AuthDialogFields,
  type AuthHandlers,
  type AuthMode,
} from "./auth-dialog-model";
import { PasswordField } from "./password-field";
import { TermsCheckbox } from "./terms-checkbox";
import { TextField } from "../ui/text-field";

interface AuthFormProps {
  mode: AuthMode;
  busy: boolean;
  setBusy: (busy: boolean) => void;
  handlers: AuthHandlers;
  onModeChange: (mode: AuthMode) => void;
  onSignedIn: () => void;
}

export function AuthForm({
  mode,
  busy,
  setBusy,
  handlers,
  onModeChange,
  onSignedIn,
}: AuthFormProps) {
  const t = useT();
  const googleConfigured = useAtomValue(appConfigAtom)?.google_sign_in === true;
  const [fields, setFields] = useState<AuthDialogFields>(EMPTY_FIELDS);
  const [error, setError] = useState<string | null>(null);
  const [success, setSuccess] = useState<string | null>(null);
  const firstField = useRef<HTMLInputElement>(null);
  const live = useRef(true);

  useEffect(() => {
    live.current = true;
    // After the dialog's showModal() has placed focus: start on the first field.
    const frame = requestAnimationFrame(() => firstField.current?.focus());
    return () => {
      live.current = false;
      cancelAnimationFrame(frame);
    };
  }, []);

  const set = (change: Partial<AuthDialogFields>) => setFields((was) => ({ ...was, ...change }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    setError(null);
    setBusy(true);
    const outcome = await submitAuth(mode, fields, handlers);
    if (!live.current) return;
    setBusy(false);
    if (outcome.kind === "error") setError(outcome.message);
    else if (outcome.kind === "signed-in") onSignedIn();
    else setSuccess(outcome.message);
  }

  async function google() {
    setError(null);
    setBusy(true);
    try {
      await handlers.google(); // the browser is leaving: stay busy
    } catch (failure) {
      if (!live.current) return;
      setBusy(false);
      setError(failureText(failure, t("common.auth.googleFailed")));
    }
  }

  const link = (label: string, to: AuthMode) => (
    <button type="button" className="account-link" onClick={() => onModeChange(to)}>
      {label}
    </button>
  );

  return (
    <form className="auth-form" onSubmit={(event) => void submit(event)} noValidate>
      <fieldset className="auth-fieldset" disabled={busy} aria-busy={busy}>
        {success ? (
          <>
            <p className="account-success" role="status">
              {success}
            </p>
            {mode === "signup" ? (
              <button
                type="button"
                className="account-submit"
                onClick={() => onModeChange("signin")}
              >
                {t("common.auth.goToSignIn")}
              </button>
            ) : (
              <p className="auth-links">{link(t("common.auth.backToSignIn"), "signin")}</p>
            )}
          </>
        ) : (
          <>
            {mode === "forgot" && <p className="auth-intro">{t("common.auth.forgotIntro")}</p>}
            {mode === "signup" && (
              <TextField
                label={t("common.auth.fullName")}
                value={fields.name}
                autoComplete="name"
                onChange={(name) => set({ name })}
                inputRef={firstField}
              />
            )}
            <TextField
              label={t("common.auth.email")}
              type="email"
              value={fields.email}
              autoComplete="email"
              onChange={(email) => set({ email })}
              inputRef={mode === "signup" ? undefined : firstField}
            />
            {mode !== "forgot" && (
              <PasswordField
                label={t("common.auth.password")}
                value={fields.password}
                autoComplete={mode === "signup" ? "new-password" : "current-password"}
                hint={
                  mode === "signup"
                    ? t("common.auth.passwordHint", { min: PASSWORD_MIN_LENGTH })
                    : undefined
                }
                onChange={(password) => set({ password })}
              />
            )}
            {mode === "signup" && (
              <TermsCheckbox
                checked={fields.termsAccepted}
                onChange={(termsAccepted) => set({ termsAccepted })}
              />
            )}
            {error && (
              <p className="account-error" role="alert">
                {error}
              </p>
            )}
            <button type="submit" className="account-submit">
              {busy ? t("common.auth.pleaseWait") : t(SUBMIT_LABEL_KEYS[mode])}
            </button>
            {mode === "signin" && (
              <p className="auth-forgot">{link(t("common.auth.forgotPassword"), "forgot")}</p>
            )}
            {googleConfigured && mode !== "forgot" && (
              <>
                <p className="auth-or">
                  <span>{t("common.auth.or")}</span>
                </p>
                <button type="button" className="auth-google" onClick={() => void google()}>
                  <GoogleMark />
                  {t("common.auth.google")}
                </button>
              </>
            )}
            <p className="auth-links">
              {mode === "signin" && (
                <>
                  {t("common.auth.needAccount")} {link(t("common.auth.signUpLink"), "signup")}
                </>
              )}
              {mode === "signup" && (
                <>
                  {t("common.auth.haveAccount")} {link(t("common.auth.signInLink"), "signin")}
                </>
              )}
              {mode === "forgot" && link(t("common.auth.backToSignIn"), "signin")}
            </p>
          </>
        )}
      </fieldset>
    </form>
  );
}

function GoogleMark() {
  return (
    <svg className="auth-google-mark" viewBox="0 0 48 48" aria-hidden="true">
      <path
        fill="#FFC107"
        d="M43.6 20.5H42V20H24v8h11.3C33.7 32.7 29.2 36 24 36c-6.6 0-12-5.4-12-12s5.4-12 12-12c3.1 0 5.8 1.2 7.9 3.1l5.7-5.7C34 6.1 29.3 4 24 4 12.9 4 4 12.9 4 24s8.9 20 20 20 20-8.9 20-20c0-1.3-.1-2.4-.4-3.5z"
      />
      <path
        fill="#FF3D00"
        d="M6.3 14.7l6.6 4.8C14.7 15.1 19 12 24 12c3.1 0 5.8 1.2 7.9 3.1l5.7-5.7C34 6.1 29.3 4 24 4 16.3 4 9.7 8.3 6.3 14.7z"
      />
      <path
        fill="#4CAF50"
        d="M24 44c5.2 0 9.9-2 13.4-5.2l-6.2-5.2C29.2 35.1 26.7 36 24 36c-5.2 0-9.6-3.3-11.3-7.9l-6.5 5C9.5 39.6 16.2 44 24 44z"
      />
      <path
        fill="#1976D2"
        d="M43.6 20.5H42V20H24v8h11.3c-.8 2.2-2.2 4.2-4.1 5.6l6.2 5.2C37 39.2 44 34 44 24c0-1.3-.1-2.4-.4-3.5z"
      />
    </svg>
  );
}
