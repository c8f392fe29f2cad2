// The service worker (workbox-window, through vite-plugin-pwa's React hook): registered when this
// mounts, 3 s after the app starts (app.tsx); a new version waits, announced here, and is applied only when the guest taps
// Update, so a reload never lands in the middle of a drag or a search.
import { useT } from "@encore/web/i18n/translate";
import { useRegisterSW } from "virtual:pwa-register/react";
import "../status"; // the toast style

export function UpdateToast() {
  const t = useT();
  const {
    needRefresh: [needRefresh, setNeedRefresh],
    updateServiceWorker,
  } = useRegisterSW({
    onRegisterError: (error: unknown) => console.warn("service worker not registered", error),
  });
  if (!needRefresh) return null;
  return (
    <div className="update-toast" role="status">
      <span>{t("remote.pwa.ready")}</span>
      <button type="button" className="toast-action" onClick={() => void updateServiceWorker(true)}>
        {t("remote.pwa.update")}
      </button>
      <button
        type="button"
        className="toast-action"
        aria-label={t("remote.pwa.later")}
        onClick={() => setNeedRefresh(false)}
      >
        {t("remote.pwa.later")}
      </button>
    </div>
  );
}
