// `The party moved to ABC-234`, for a few seconds after the phone followed its TV to a new party.
import { formatSessionCode } from "@encore/shared";
import { useT } from "@encore/web/i18n/translate";
import { store, useAtomValue } from "@encore/web/store/store";
import { useEffect } from "react";
import { partyMovedAtom } from "./party-moved";

export function PartyMovedNotice() {
  const t = useT();
  const moved = useAtomValue(partyMovedAtom);
  useEffect(() => {
    if (!moved) return;
    const timer = setTimeout(
      () => {
        if (store.get(partyMovedAtom) === moved) store.set(partyMovedAtom, null);
      },
      Math.max(0, moved.until - Date.now()),
    );
    return () => clearTimeout(timer);
  }, [moved]);
  if (!moved) return null;
  return (
    <p className="party-moved" role="status">
      {t("remote.party.moved", { code: formatSessionCode(moved.code) })}
    </p>
  );
}
