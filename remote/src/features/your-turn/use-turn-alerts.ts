// When the head of the queue becomes this phone's song: vibrate, and notify when the app is in
// the background and the guest allowed notifications. Once per song, and only with the TV there
// (a turn that came while it was away is told when it is back).
import { cleanTitle } from "@encore/shared";
import { t } from "@encore/web/i18n/translate";
import { sessionViewAtom } from "@encore/web/session/session-atoms";
import { store } from "@encore/web/store/store";
import { useEffect } from "react";
import { notifyTurn, vibrate } from "./notifications";
import { shouldAlert } from "./your-turn";
import { nextTurnKeyAtom } from "./your-turn-atoms";

export function useTurnAlerts(): void {
  useEffect(() => {
    let alerted = store.get(nextTurnKeyAtom);
    return store.sub(nextTurnKeyAtom, () => {
      const key = store.get(nextTurnKeyAtom);
      if (shouldAlert(alerted, key)) {
        const head = store.get(sessionViewAtom).queue[0];
        vibrate([200, 100, 200]);
        void notifyTurn(
          t("remote.yourTurn.alertTitle"),
          head
            ? t("remote.yourTurn.alertBody", { title: cleanTitle(head.title) })
            : t("remote.yourTurn.alertReady"),
        ).catch((error: unknown) => console.warn("notification not shown", error));
      }
      if (key !== null) alerted = key;
    });
  }, []);
}
