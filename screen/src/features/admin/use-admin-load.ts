// A back-office section's data: loaded when the section opens and again on `reload()`.
import { useLoad, type Loaded } from "@encore/web/lib/use-load";
import { useT } from "@encore/web/i18n/translate";
import { useCallback, useState } from "react";

export function useAdminLoad<T>(
  load: () => Promise<T>,
  key: readonly unknown[] = [],
): { loaded: Loaded<T>; reload: () => void } {
  const t = useT();
  const [round, setRound] = useState(0);
  const loaded = useLoad(load, t("screen.admin.loadFailed"), [...key, round]);
  const reload = useCallback(() => setRound((n) => n + 1), []);
  return { loaded, reload };
}
