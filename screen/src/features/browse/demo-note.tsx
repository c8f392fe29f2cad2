// Honest demo (docs/screen.md, "The demo note"): while the catalogue is the bundled demo, the host
// is told once that its songs are music videos for trying Encore, not karaoke, and that the
// operator loads karaoke songs in the back office at /admin (docs/admin.md). No command line or
// key on a TV: those are the operator's chores, in the back office. Dismissed for good.
import { SCREEN_ROUTES } from "@encore/shared";
import { appConfigAtom } from "@encore/web/config/app-config";
import { useT } from "@encore/web/i18n/translate";
import { readStored, writeStored } from "@encore/web/lib/browser-storage";
import { useAtomValue } from "@encore/web/store/store";
import { useState } from "react";

const DISMISSED_KEY = "encore.demoNoteDismissed";

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
