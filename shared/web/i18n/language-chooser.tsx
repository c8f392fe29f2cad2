// The language chooser of the remote's Me tab and the screen's About dialog: the device's own
// languages, or one of Encore's, each named in itself (docs/languages.md#choosing).
import { LanguageOptions } from "./language-options";
import { useId } from "react";
import { useAtomValue } from "../store/store";
import { chosenLanguageAtom } from "./i18n-atoms";
import { chooseLanguage } from "./start-language";
import { useT } from "./translate";

const DEVICE = "device";

export function LanguageChooser({ className }: { className?: string }) {
  const t = useT();
  const id = useId();
  const chosen = useAtomValue(chosenLanguageAtom);
  return (
    <div className={className ?? "language-chooser"}>
      <label htmlFor={id}>{t("common.language.label")}</label>
      <select
        id={id}
        value={chosen ?? DEVICE}
        onChange={(event) => {
          const value = event.currentTarget.value;
          void chooseLanguage(value === DEVICE ? null : value);
        }}
      >
        <option value={DEVICE}>{t("common.language.device")}</option>
        <LanguageOptions />
      </select>
    </div>
  );
}
