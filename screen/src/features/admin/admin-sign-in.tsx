// The operator's password form: the cloud checks it and limits the tries per address
// (docs/admin.md, Access); its refusal is said under the field in the language shown.
import { PasswordField } from "@encore/web/accounts/password-field";
import { cloudErrorOf, errorText } from "@encore/web/i18n/error-text";
import { useT } from "@encore/web/i18n/translate";
import { BrandLogo } from "@encore/web/ui/brand-logo";
import { useState, type FormEvent } from "react";
import { adminApi } from "./admin-api";
import "@encore/web/accounts/account-forms.css";

export function AdminSignIn({ onSignedIn }: { onSignedIn: () => void }) {
  const t = useT();
  const [password, setPassword] = useState("");
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy || password === "") return;
    setBusy(true);
    setProblem(null);
    adminApi.signIn(password).then(onSignedIn, (error: unknown) => {
      setBusy(false);
      setProblem(errorText(cloudErrorOf(error)));
    });
  };

  return (
    <main className="admin-sign-in">
      <form className="admin-card" onSubmit={submit} aria-labelledby="admin-sign-in-title">
        <BrandLogo className="admin-logo" />
        <h1 id="admin-sign-in-title">{t("screen.admin.signInTitle")}</h1>
        <p className="admin-dim">{t("screen.admin.signInIntro")}</p>
        <PasswordField
          label={t("screen.admin.password")}
          value={password}
          onChange={setPassword}
          autoComplete="current-password"
          error={problem}
        />
        <button type="submit" className="button" disabled={busy || password === ""}>
          {busy ? t("screen.admin.signingIn") : t("screen.admin.signIn")}
        </button>
      </form>
    </main>
  );
}
