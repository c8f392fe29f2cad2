// Me → "I'm the host": the PIN the TV shows, on the number keyboard (HOST_UNLOCK). A wrong PIN, or
// too many, is said in the dialog in the cloud's words; the right one closes it, and the Me tab
// shows the host's settings.
import { HOST_PIN_PATTERN } from "@encore/shared";
import { errorText } from "@encore/web/i18n/error-text";
import { useT } from "@encore/web/i18n/translate";
import { sessionErrorAtom } from "@encore/web/session/session-atoms";
import { store } from "@encore/web/store/store";
import { Dialog } from "@encore/web/ui/dialog";
import { TextField } from "@encore/web/ui/text-field";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { command } from "../playback";

export function HostPinDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const t = useT();
  const [pin, setPin] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const input = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (!open) return;
    setPin("");
    setError(null);
    // After showModal() has run: the keyboard opens on the PIN.
    const frame = requestAnimationFrame(() => input.current?.focus());
    return () => cancelAnimationFrame(frame);
  }, [open]);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    if (!HOST_PIN_PATTERN.test(pin)) {
      setError(t("remote.host.pinShape"));
      return;
    }
    setBusy(true);
    const ack = await command("HOST_UNLOCK", { pin });
    setBusy(false);
    if (ack.ok) {
      onClose();
      return;
    }
    // Said here, where the guest is looking, rather than in a toast behind the dialog.
    const refusal = errorText(ack);
    const toast = store.get(sessionErrorAtom)?.message;
    if (toast === refusal || toast === ack.message) store.set(sessionErrorAtom, null);
    setError(refusal);
    input.current?.select();
  }

  return (
    <Dialog open={open} title={t("remote.host.dialogTitle")} onClose={onClose} busy={busy}>
      <form className="host-pin-form" onSubmit={(event) => void onSubmit(event)} noValidate>
        <p className="me-text">{t("remote.host.dialogLine")}</p>
        <TextField
          look="plain"
          label={t("remote.host.pinLabel")}
          value={pin}
          onChange={(next) => {
            setPin(next.replace(/\D/g, "").slice(0, 4));
            setError(null);
          }}
          autoComplete="one-time-code"
          maxLength={4}
          inputRef={input}
          error={error}
          inputProps={{
            inputMode: "numeric",
            enterKeyHint: "done",
            className: "host-pin-input",
          }}
        />
        <button type="submit" className="button" disabled={busy || pin.length === 0}>
          {busy ? t("remote.host.submitting") : t("remote.host.submit")}
        </button>
      </form>
    </Dialog>
  );
}
