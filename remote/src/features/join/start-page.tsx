// /remote/: the code on the TV, typed (`Session code` + `Join`, docs/product.md#the-remote); the
// last party's code is already in the field. An unknown code is said here, the typed code kept; so
// is the wait when typed codes are blocked here, with the way in that is not (docs/remote.md).
import { formatSessionCode } from "@encore/shared";
import { useT } from "@encore/web/i18n/translate";
import { BrandLogo } from "@encore/web/ui/brand-logo";
import { store, useAtomValue } from "@encore/web/store/store";
import { TextField } from "@encore/web/ui/text-field";
import { useState, type FormEvent } from "react";
import { useLocation } from "wouter";
import { remotePaths } from "../../app/paths";
import { OfflineNote } from "../status";
import { checkCode } from "./check-code";
import { joinNoticeAtom } from "./join-atoms";
import { readCodeInput, unknownCodeMessage } from "./join-rules";
import { remoteMemory } from "../../app/remote-memory";
import "./join.css";

function initialCode(noticeCode: string | undefined): string {
  const code = noticeCode ?? remoteMemory.lastSession();
  return code ? formatSessionCode(code) : "";
}

export function StartPage() {
  const t = useT();
  const notice = useAtomValue(joinNoticeAtom);
  const [, navigate] = useLocation();
  const [value, setValue] = useState(() => initialCode(notice?.code));
  // What is wrong, and the way in that is not blocked (the TV's QR code) when there is one.
  const [error, setError] = useState<{ message: string; hint: string | null } | null>(() =>
    notice ? { message: notice.message, hint: notice.hint ?? null } : null,
  );
  const [busy, setBusy] = useState(false);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const input = readCodeInput(value);
    if (!input.ok) {
      setError({ message: input.message, hint: null });
      return;
    }
    setBusy(true);
    // A party this phone was in before: it rejoins with the join token it was given.
    const check = await checkCode(input.code, remoteMemory.joinToken(input.code));
    setBusy(false);
    if (check.kind === "unknown") {
      return setError({ message: unknownCodeMessage(input.code), hint: null });
    }
    if (check.kind === "limited") return setError({ message: check.message, hint: check.hint });
    // Found, or the cloud is out of reach: the party page keeps trying to join.
    store.set(joinNoticeAtom, null);
    navigate(remotePaths.browse(input.code));
  }

  return (
    <main className="start-page">
      <div className="start-card">
        <BrandLogo className="start-logo" />
        <h1 className="start-title">{t("remote.join.title")}</h1>
        <p className="start-hint">{t("remote.join.hint")}</p>
        <form className="start-form" onSubmit={(event) => void onSubmit(event)} noValidate>
          <TextField
            look="plain"
            label={t("remote.join.codeLabel")}
            value={value}
            onChange={(next) => {
              setValue(next);
              setError(null);
            }}
            autoComplete="off"
            maxLength={12}
            inputProps={{
              className: "start-code-input",
              autoCapitalize: "characters",
              autoCorrect: "off",
              spellCheck: false,
              enterKeyHint: "go",
              inputMode: "text",
              placeholder: "ABC-234",
            }}
            error={error?.message ?? null}
            errorHint={error?.hint ?? null}
          />
          <button type="submit" className="button start-join" disabled={busy} aria-busy={busy}>
            {t("remote.join.join")}
          </button>
        </form>
        <OfflineNote />
      </div>
    </main>
  );
}
