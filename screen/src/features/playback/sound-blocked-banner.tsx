// The browser blocked sound until someone interacts: say so; one Enter or click turns it on.
import { useT } from "@encore/web/i18n/translate";
import { store, useAtomValue } from "@encore/web/store/store";
import { useEffect } from "react";
import { soundBlockedAtom, videoPlayerAtom } from "./player-atoms";

function unlock(): void {
  store.get(videoPlayerAtom)?.unlockSound();
}

export function SoundBlockedBanner() {
  const t = useT();
  const blocked = useAtomValue(soundBlockedAtom);
  useEffect(() => {
    if (!blocked) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Enter") unlock();
    };
    window.addEventListener("keydown", onKey);
    window.addEventListener("pointerdown", unlock);
    return () => {
      window.removeEventListener("keydown", onKey);
      window.removeEventListener("pointerdown", unlock);
    };
  }, [blocked]);
  if (!blocked) return null;
  return (
    <button type="button" className="sound-blocked" onClick={unlock} data-testid="sound-blocked">
      <strong>{t("screen.player.soundMuted")}</strong> {t("screen.player.soundTurnOn")}
    </button>
  );
}
