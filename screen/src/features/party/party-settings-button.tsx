// The session home's `Party settings` button, with its dialog. Closing the dialog gives the focus
// back to the button (the native dialog's own return), so the D-pad goes on from where it was.
import { useT } from "@encore/web/i18n/translate";
import { useState } from "react";
import { PartySettingsDialog } from "./party-settings-dialog";

export function PartySettingsButton() {
  const t = useT();
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        className="button button-ghost party-settings-button"
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        {t("screen.party.settings")}
      </button>
      <PartySettingsDialog open={open} onClose={() => setOpen(false)} />
    </>
  );
}
