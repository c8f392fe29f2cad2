// The party's header: the brand, the code as the TV shows it, and how many devices are in.
import { formatSessionCode } from "@encore/shared";
import { useT } from "@encore/web/i18n/translate";
import { sessionViewAtom } from "@encore/web/session/session-atoms";
import { atom, useAtomValue } from "@encore/web/store/store";
import { BrandLogo } from "@encore/web/ui/brand-logo";

/** The device count once joined: the header renders again when it changes, not on every event. */
const joinedDevicesAtom = atom((get) => {
  const view = get(sessionViewAtom);
  return view.status === "joined" ? view.deviceCount : null;
});

export function PartyHeader({ code }: { code: string }) {
  const t = useT();
  const devices = useAtomValue(joinedDevicesAtom);
  return (
    <header className="party-header">
      <BrandLogo className="party-logo" />
      <div
        className="party-code"
        aria-label={t("remote.party.codeLabel", { code: formatSessionCode(code) })}
      >
        <span className="party-code-value">{formatSessionCode(code)}</span>
        {devices !== null && (
          <span className="party-devices" title={t("remote.party.devices", { count: devices })}>
            <span className="party-devices-dot" aria-hidden="true" />
            {t("remote.party.devicesIn", { count: devices })}
          </span>
        )}
      </div>
    </header>
  );
}
