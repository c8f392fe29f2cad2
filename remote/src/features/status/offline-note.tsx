// Said when the phone has no network: the shell opened from the service worker's cache, but the
// party (the cloud) is unreachable until the phone is back online.
import { useOnline } from "./online";

export function OfflineNote() {
  const online = useOnline();
  if (online) return null;
  return (
    <p className="offline-note" role="status">
      You're offline: the party is unreachable. It comes back on its own when you do.
    </p>
  );
}
