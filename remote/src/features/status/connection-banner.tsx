// `Reconnecting…` while the socket is down (docs/product.md#the-remote; commands wait and are
// applied once when it is back); offline, also why.
import { useT } from "@encore/web/i18n/translate";
import { connectionStatusAtom } from "@encore/web/session/session-atoms";
import { useAtomValue } from "@encore/web/store/store";
import { OfflineNote } from "./offline-note";
import { useOnline } from "./online";
import "./status.css";

export function ConnectionBanner() {
  const t = useT();
  const status = useAtomValue(connectionStatusAtom);
  const online = useOnline();
  const down = status === "reconnecting" || !online;
  if (status === "connecting" && online) {
    return (
      <p className="connection-banner connection-banner-soft" role="status">
        {t("remote.status.joining")}
      </p>
    );
  }
  if (!down) return null;
  return (
    <div className="connection-banner" role="status">
      <span className="connection-spinner" aria-hidden="true" />
      <span>{t("remote.status.reconnecting")}</span>
      <OfflineNote />
    </div>
  );
}
