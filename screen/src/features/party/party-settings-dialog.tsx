// The screen's party settings (docs/product.md#the-host): the host PIN a phone enters to become
// host, and the three settings, each change sent at once as UPDATE_SETTINGS. The screen is the
// party's host; the values shown are the cloud's, so a refused change springs back. Under them,
// the party's singers, to merge one into another or remove one (MERGE_SINGER, REMOVE_SINGER);
// their steps open in place, so Up/Down/Enter reach them and Escape backs out of a step first.
import type { PartySettingsChange } from "@encore/shared";
import { useT } from "@encore/web/i18n/translate";
import { PartySettingsForm } from "@encore/web/party/party-settings-form";
import { PartySingersList } from "@encore/web/party/party-singers-list";
import { hostPinAtom, isHostAtom, partySettingsAtom } from "@encore/web/session/session-atoms";
import { useAtomValue } from "@encore/web/store/store";
import { Dialog } from "@encore/web/ui/dialog";
import { command } from "../playback";
import { usePartySettingsKeys } from "./use-party-settings-keys";
import "./party-settings.css";

export function PartySettingsDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const t = useT();
  const settings = useAtomValue(partySettingsAtom);
  const isHost = useAtomValue(isHostAtom);
  const onKeyDown = usePartySettingsKeys(onClose);
  return (
    <Dialog
      open={open}
      title={t("screen.party.settings")}
      onClose={onClose}
      className="party-settings-dialog"
      onKeyDown={onKeyDown}
    >
      <HostPin />
      <PartySettingsForm
        settings={settings}
        disabled={!isHost}
        onChange={(change: PartySettingsChange) =>
          void command("UPDATE_SETTINGS", { settings: change })
        }
      />
      {isHost && (
        <PartySingersList
          onMerge={(singer, into) => void command("MERGE_SINGER", { singer, into })}
          onRemove={(singer) => void command("REMOVE_SINGER", { singer })}
        />
      )}
    </Dialog>
  );
}

function HostPin() {
  const t = useT();
  const pin = useAtomValue(hostPinAtom);
  if (pin === null) {
    return <p className="host-pin host-pin-none">{t("screen.party.noPin")}</p>;
  }
  return (
    <section className="host-pin" aria-label={t("screen.party.pinLabel")}>
      <h3 className="host-pin-label">{t("screen.party.pinLabel")}</h3>
      <p className="host-pin-digits" data-testid="host-pin">
        {pin}
      </p>
      <p className="host-pin-line">{t("screen.party.pinLine")}</p>
    </section>
  );
}
