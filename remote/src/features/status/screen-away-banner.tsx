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
      <svg className="screen-away-icon" viewBox="0 0 24 24" aria-hidden="true">
        <rect x="2.5" y="5" width="19" height="12.5" rx="2" />
        <path d="M8 21h8M12 17.5V21M4 3l16 18" />
      </svg>
      <span className="screen-away-text">
        <strong>{t("remote.status.screenAway")}</strong>
        <span>{t("remote.status.screenAwayLine")}</span>
      </span>
    </div>
  );
}
