// Honest demo (docs/screen.md, "The demo note"): while the catalogue is the bundled demo, the host
// is told once that its songs are music videos for trying Encore, and where to load karaoke songs:
// the back office at /admin (docs/admin.md), or the command line. Dismissed for good.
import { SCREEN_ROUTES } from "@encore/shared";
import { appConfigAtom } from "@encore/web/config/app-config";
import { useT } from "@encore/web/i18n/translate";
import { readStored, writeStored } from "@encore/web/lib/browser-storage";
import { useAtomValue } from "@encore/web/store/store";
import { useState } from "react";

const DISMISSED_KEY = "encore.demoNoteDismissed";
/** The command as typed, in every language (its placeholder is the command line's own). */
const IMPORT_COMMAND = "npm run import:youtube -- --key YOUR_API_KEY --preset karaoke";

export function DemoNote() {
  const t = useT();
  const config = useAtomValue(appConfigAtom);
  const [dismissed, setDismissed] = useState(() => readStored(DISMISSED_KEY) === "1");
  if (!config?.demo_catalogue || dismissed) return null;
  return (
    <aside className="demo-note" aria-labelledby="demo-note-title">
      <div>
        <h2 id="demo-note-title">{t("screen.demo.title")}</h2>
        <p>{t("screen.demo.backOffice")}</p>
        <code className="demo-note-address">{`${config.public_url.replace(/\/+$/, "")}${SCREEN_ROUTES.admin}`}</code>
        <p>{t("screen.demo.orCommand")}</p>
        <code>{IMPORT_COMMAND}</code>
      </div>
      <button
        type="button"
        className="button button-ghost"
        onClick={() => {
          writeStored(DISMISSED_KEY, "1");
          setDismissed(true);
        }}
      >
        {t("screen.demo.gotIt")}
      </button>
    </aside>
  );
}
