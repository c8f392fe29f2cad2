// Said on every party page while the TV is away (screen-presence.ts): nothing plays without it,
// so the songs wait, and "You're on!" waits with them.
import { useT } from "@encore/web/i18n/translate";
import { useAtomValue } from "@encore/web/store/store";
import { useEffect } from "react";
import { followScreenPresence, screenAwayAtom } from "./screen-presence";

export function ScreenAwayBanner() {
  const t = useT();
  const away = useAtomValue(screenAwayAtom);
  useEffect(followScreenPresence, []);
  if (!away) return null;
  return (
    <div className="screen-away" role="status" data-testid="screen-away">
      <span className="screen-away-icon" aria-hidden="true">
        📺
      </span>
      <span className="screen-away-text">
        <strong>{t("remote.status.screenAway")}</strong>
        <span>{t("remote.status.screenAwayLine")}</span>
      </span>
    </div>
  );
}
