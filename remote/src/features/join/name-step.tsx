// The one question a guest may be asked (docs/product.md#the-remote): `Your name`, then `Continue`.
// Asked once per phone; the name is what the queue shows beside the guest's songs.
import { formatSessionCode } from "@encore/shared";
import { useT } from "@encore/web/i18n/translate";
import { BrandLogo } from "@encore/web/ui/brand-logo";
import { TextField } from "@encore/web/ui/text-field";
import type { FormEvent } from "react";
import { messageWithElements } from "@encore/web/i18n/message-with-elements";
import { OfflineNote } from "../status";
import { SINGER_NAME_MAX } from "./join-rules";
import { useSingerNameInput } from "./use-singer-name-input";
import "./join.css";

export function NameStep({ code }: { code: string }) {
  const t = useT();
  const name = useSingerNameInput("");

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    name.save();
  }

  return (
    <main className="start-page">
      <div className="start-card">
        <BrandLogo className="start-logo" />
        <h1 className="start-title">
          {messageWithElements(t, "remote.join.joining", {
            code: <span className="start-title-code">{formatSessionCode(code)}</span>,
          })}
        </h1>
        <p className="start-hint">{t("remote.join.nameQuestion")}</p>
        <form className="start-form" onSubmit={onSubmit} noValidate>
          <TextField
            look="plain"
            label={t("remote.join.nameLabel")}
            value={name.value}
            onChange={name.change}
            autoComplete="nickname"
            maxLength={SINGER_NAME_MAX}
            inputProps={{ autoCapitalize: "words", enterKeyHint: "done" }}
            error={name.error}
          />
          <button type="submit" className="button start-join">
            {t("remote.join.continue")}
          </button>
        </form>
        <OfflineNote />
      </div>
    </main>
  );
}
