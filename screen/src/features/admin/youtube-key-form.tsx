// The Data API key: pasted, checked by the cloud at once, kept there; only its last characters
// come back to say which key is in use.
import type { AdminYoutubeResponse } from "@encore/shared";
import { cloudErrorOf, errorText } from "@encore/web/i18n/error-text";
import { useT } from "@encore/web/i18n/translate";
import { TextField } from "@encore/web/ui/text-field";
import { useState, type FormEvent } from "react";
import { adminApi } from "./admin-api";

interface Props {
  youtubeKey: AdminYoutubeResponse["key"];
  onChange: () => void;
}

export function YoutubeKeyForm({ youtubeKey, onChange }: Props) {
  const t = useT();
  const [text, setText] = useState("");
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy || text.trim() === "") return;
    setBusy(true);
    setProblem(null);
    adminApi.saveKey(text.trim()).then(
      () => {
        setBusy(false);
        setText("");
        onChange();
      },
      (error: unknown) => {
        setBusy(false);
        setProblem(errorText(cloudErrorOf(error)));
      },
    );
  };

  return (
    <>
      <p className="admin-key-state" role="status">
        {youtubeKey.configured && youtubeKey.hint
          ? t("screen.admin.karaoke.keySaved", { hint: youtubeKey.hint })
          : t("screen.admin.karaoke.keyNone")}
      </p>
      <form className="admin-search" onSubmit={submit}>
        <TextField
          label={t("screen.admin.karaoke.keyLabel")}
          value={text}
          onChange={setText}
          error={problem}
          autoComplete="off"
          inputProps={{ spellCheck: false, autoCapitalize: "none" }}
        />
        <button type="submit" className="button" disabled={busy || text.trim() === ""}>
          {busy ? t("screen.admin.karaoke.keyChecking") : t("screen.admin.karaoke.keySave")}
        </button>
        {youtubeKey.configured && (
          <button
            type="button"
            className="button button-ghost"
            onClick={() => void adminApi.forgetKey().then(onChange)}
          >
            {t("screen.admin.karaoke.keyForget")}
          </button>
        )}
      </form>
    </>
  );
}
