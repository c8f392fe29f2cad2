// Honest demo (issue 17): while the catalogue is the bundled demo, the host is told once that its
// songs are music videos for trying Encore, and how to load karaoke songs. Dismissed for good.
import { appConfigAtom } from "@encore/web/config/app-config";
import { readStored, writeStored } from "@encore/web/lib/browser-storage";
import { useAtomValue } from "@encore/web/store/store";
import { useState } from "react";

const DISMISSED_KEY = "encore.demoNoteDismissed";

export function DemoNote() {
  const config = useAtomValue(appConfigAtom);
  const [dismissed, setDismissed] = useState(() => readStored(DISMISSED_KEY) === "1");
  if (!config?.demo_catalogue || dismissed) return null;
  return (
    <aside className="demo-note" aria-labelledby="demo-note-title">
      <div>
        <h2 id="demo-note-title">You are trying Encore with the demo songs</h2>
        <p>
          They are music videos, without lyrics on screen. To sing karaoke, load karaoke channels on
          the computer that runs Encore:
        </p>
        <code>npm run import:youtube -- --key YOUR_API_KEY --preset karaoke</code>
      </div>
      <button
        type="button"
        className="button button-ghost"
        onClick={() => {
          writeStored(DISMISSED_KEY, "1");
          setDismissed(true);
        }}
      >
        Got it
      </button>
    </aside>
  );
}
