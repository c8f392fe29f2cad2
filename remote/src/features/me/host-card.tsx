// The party's settings on the Me tab (docs/product.md#the-host): a guest sees them, and that the
// host changes them, with "I'm the host" to unlock; the host changes them here (UPDATE_SETTINGS,
// only what changed). The values are the party's, as the cloud last said them. The host also
// sees the party's singers, to merge one into another or remove one (MERGE_SINGER, REMOVE_SINGER).
import type { PartySettingsChange } from "@encore/shared";
import { useT } from "@encore/web/i18n/translate";
import { PartySettingsForm } from "@encore/web/party/party-settings-form";
import { PartySingersList } from "@encore/web/party/party-singers-list";
import { isHostAtom, partySettingsAtom } from "@encore/web/session/session-atoms";
import { useAtomValue } from "@encore/web/store/store";
import { useState } from "react";
import { command } from "../playback";
import { HostPinDialog } from "./host-pin-dialog";

function changeSettings(change: PartySettingsChange): void {
  void command("UPDATE_SETTINGS", { settings: change });
}

export function HostCard() {
  const t = useT();
  const isHost = useAtomValue(isHostAtom);
  const settings = useAtomValue(partySettingsAtom);
  const [asking, setAsking] = useState(false);

  return (
    <section className="me-card" aria-labelledby="me-host">
      <h2 id="me-host" className="me-heading">
        {t("remote.host.heading")}
      </h2>
      {isHost ? (
        <div className="me-host-status" role="status">
          <span className="me-host-badge">{t("remote.host.youAreHost")}</span>
          <span className="me-text">{t("remote.host.youChange")}</span>
        </div>
      ) : (
        <div className="me-row">
          <span className="me-text">{t("remote.host.guestLine")}</span>
          <button type="button" className="button button-ghost" onClick={() => setAsking(true)}>
            {t("remote.host.unlock")}
          </button>
        </div>
      )}
      <PartySettingsForm settings={settings} onChange={changeSettings} disabled={!isHost} />
      {isHost && (
        <PartySingersList
          onMerge={(singer, into) => void command("MERGE_SINGER", { singer, into })}
          onRemove={(singer) => void command("REMOVE_SINGER", { singer })}
        />
      )}
      <HostPinDialog open={asking} onClose={() => setAsking(false)} />
    </section>
  );
}
