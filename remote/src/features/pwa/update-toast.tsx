// The service worker (workbox-window, through vite-plugin-pwa's React hook): registered when this
// mounts, 3 s after the app starts (app.tsx); a new version waits, announced here, and is applied only when the guest taps
// Update, so a reload never lands in the middle of a drag or a search.
import { useRegisterSW } from "virtual:pwa-register/react";
import "../status/status.css";

export function UpdateToast() {
  const {
    needRefresh: [needRefresh, setNeedRefresh],
    updateServiceWorker,
  } = useRegisterSW({
    onRegisterError: (error: unknown) => console.warn("service worker not registered", error),
  });
  if (!needRefresh) return null;
  return (
    <div className="update-toast" role="status">
      <span>A new version of Encore is ready.</span>
      <button type="button" className="toast-action" onClick={() => void updateServiceWorker(true)}>
        Update
      </button>
      <button
        type="button"
        className="toast-action"
        aria-label="Later"
        onClick={() => setNeedRefresh(false)}
      >
        Later
      </button>
    </div>
  );
}
