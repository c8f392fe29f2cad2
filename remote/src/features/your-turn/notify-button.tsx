// Asks, once the guest has a song coming, whether to be told by a notification.
import { useT } from "@encore/web/i18n/translate";
import { useState } from "react";
import { askForNotifications, notificationsSupported } from "./notifications";

export function NotifyButton() {
  const t = useT();
  const [permission, setPermission] = useState(() =>
    notificationsSupported() ? Notification.permission : "denied",
  );
  if (permission !== "default") return null;
  return (
    <button
      type="button"
      className="your-turn-notify"
      onClick={() =>
        void askForNotifications().then((granted) => setPermission(granted ? "granted" : "denied"))
      }
    >
      {t("remote.yourTurn.notify")}
    </button>
  );
}
