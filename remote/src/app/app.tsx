// The remote app: the one store, the start-up checks (auth, config), the routes under /remote,
// and what floats above every page (the update prompt, and the screen's two global dialogs: the
// favorite limit and the load failure with its Retry).
import { useAppStart } from "@encore/web/lib/use-app-start";
import { Provider, store } from "@encore/web/store/store";
import { ErrorOverlay } from "@encore/web/ui/error-overlay";
import { FavoriteLimitDialog } from "@encore/web/ui/favorite-limit-dialog";
import { useEffect, useState } from "react";
import { Router } from "wouter";
import { UpdateToast } from "../features/pwa";
import { retryWhenOnline } from "../lib/load-failures";
import { AppRoutes } from "./app-routes";
import { REMOTE_BASE } from "./paths";

/** The service worker waits until the page is done: its precache (760 KB) is no load's rival. */
const UPDATES_AFTER_MS = 3000;

export function App() {
  const [updates, setUpdates] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setUpdates(true), UPDATES_AFTER_MS);
    return () => clearTimeout(timer);
  }, []);
  useEffect(retryWhenOnline, []);
  useAppStart();
  return (
    <Provider store={store}>
      <Router base={REMOTE_BASE}>
        <AppRoutes />
      </Router>
      {updates && <UpdateToast />}
      <FavoriteLimitDialog />
      <ErrorOverlay />
    </Provider>
  );
}
