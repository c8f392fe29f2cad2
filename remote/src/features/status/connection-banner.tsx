// CONTRACT §5: `Reconnecting…` while the socket is down (commands wait and are applied once when
// it is back); offline, also why.
import { connectionStatusAtom } from "@encore/web/session/session-atoms";
import { useAtomValue } from "@encore/web/store/store";
import { OfflineNote } from "./offline-note";
import { useOnline } from "./online";
import "./status.css";

export function ConnectionBanner() {
  const status = useAtomValue(connectionStatusAtom);
  const online = useOnline();
  const down = status === "reconnecting" || !online;
  if (status === "connecting" && online) {
    return (
      <p className="connection-banner connection-banner-soft" role="status">
        Joining the party…
      </p>
    );
  }
  if (!down) return null;
  return (
    <div className="connection-banner" role="status">
      <span className="connection-spinner" aria-hidden="true" />
      <span>Reconnecting…</span>
      <OfflineNote />
    </div>
  );
}
