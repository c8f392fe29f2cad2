// Changing the singer name later (the next songs carry the new one; the phone reconnects under it).
import { useT } from "@encore/web/i18n/translate";
import { TextField } from "@encore/web/ui/text-field";
import { useState, type FormEvent } from "react";
import { SINGER_NAME_MAX, useSingerNameInput } from "../join";

export function SingerNameForm({ current }: { current: string }) {
  const t = useT();
  const name = useSingerNameInput(current);
  const [saved, setSaved] = useState(false);

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const savedName = name.save();
    if (savedName === null) return;
    name.change(savedName);
    setSaved(true);
  }

  return (
    <form className="me-name-form" onSubmit={onSubmit} noValidate>
      <TextField
        look="plain"
        label={t("remote.me.singerName")}
        value={name.value}
        onChange={(next) => {
          name.change(next);
          setSaved(false);
        }}
        autoComplete="nickname"
        maxLength={SINGER_NAME_MAX}
        error={name.error}
      />
      <button
        type="submit"
        className="button button-ghost"
        disabled={name.value.trim() === current || name.value.trim() === ""}
      >
        {saved ? t("remote.me.saved") : t("remote.me.saveName")}
      </button>
    </form>
  );
}
