// 'Emails from Encore' (docs/languages.md#mails): the language of the account's mails, one of the
// languages Encore speaks. It starts at the account's language, or at the language shown when the
// account has none yet; a change is saved at once and says 'Saved'. The apps' settings pages
// mount it for a signed-in user.
import { LanguageOptions } from "../i18n/language-options";
import { useId, useState } from "react";
import { setMailLanguage, userAtom } from "../auth/auth-atoms";
import { languageAtom } from "../i18n/i18n-atoms";
import { LANGUAGES } from "../i18n/start-language";
import { useT } from "../i18n/translate";
import { useAtomValue } from "../store/store";
import { failureText } from "./auth-dialog-model";
import "./account-forms.css";
import "./account-sections.css";

type Saving = { status: "idle" } | { status: "saving"; language: string } | { status: "saved" };

export function MailLanguageSection() {
  const t = useT();
  const titleId = useId();
  const selectId = useId();
  const user = useAtomValue(userAtom);
  const shown = useAtomValue(languageAtom);
  const [saving, setSaving] = useState<Saving>({ status: "idle" });
  const [error, setError] = useState<string | null>(null);
  if (!user) return null;

  const known = (tag: string | null | undefined) =>
    LANGUAGES.some((language) => language.tag === tag) ? tag : null;
  const value =
    saving.status === "saving" ? saving.language : (known(user.language) ?? known(shown) ?? "en");

  async function save(language: string) {
    setError(null);
    setSaving({ status: "saving", language });
    try {
      await setMailLanguage(language);
      setSaving({ status: "saved" });
    } catch (failure) {
      setSaving({ status: "idle" });
      setError(failureText(failure, t("common.mailLanguage.failed")));
    }
  }

  return (
    <section className="account-section mail-language" aria-labelledby={titleId}>
      <h2 id={titleId}>{t("common.mailLanguage.title")}</h2>
      <div className="account-field">
        <label htmlFor={selectId}>{t("common.mailLanguage.label")}</label>
        <select
          id={selectId}
          value={value}
          disabled={saving.status === "saving"}
          onChange={(event) => void save(event.currentTarget.value)}
        >
          <LanguageOptions />
        </select>
      </div>
      {saving.status === "saved" && (
        <p className="account-success" role="status">
          {t("common.mailLanguage.saved")}
        </p>
      )}
      {error && (
        <p className="account-error" role="alert">
          {error}
        </p>
      )}
    </section>
  );
}
