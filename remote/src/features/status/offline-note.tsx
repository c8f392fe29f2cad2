// Said when the phone has no network: the shell opened from the service worker's cache, but the
// party (the cloud) is unreachable until the phone is back online.
import { useT } from "@encore/web/i18n/translate";
import { useOnline } from "./online";

export function OfflineNote() {
  const t = useT();
  const online = useOnline();
  if (online) return null;
  return (
    <p className="offline-note" role="status">
      {t("remote.status.offline")}
    </p>
  );
}
