// The remote app: the one store, the start-up checks (auth, config), the routes under /remote,
// and what floats above every page (connection banners, toasts, the update prompt).
import { authAtom, checkAuth } from "@encore/web/auth/auth-atoms";
import { loadAppConfig } from "@encore/web/config/app-config";
import { favoritesAtom, loadFavorites } from "@encore/web/favorites/favorites-atoms";
import { Provider, store } from "@encore/web/store/store";
import { useEffect, useState } from "react";
import { Router } from "wouter";
import { UpdateToast } from "../features/pwa/update-toast";
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
  useEffect(() => {
    // Spec §2: authentication is checked when the application starts.
    void checkAuth();
    loadAppConfig().catch((error: unknown) => console.warn("config not loaded", error));
    // A signed-in user's favorites: loaded when they sign in, emptied when they leave.
    return store.sub(authAtom, () => {
      const auth = store.get(authAtom);
      if (auth.status === "in") void loadFavorites();
      else store.set(favoritesAtom, []);
    });
  }, []);
  return (
    <Provider store={store}>
      <Router base={REMOTE_BASE}>
        <AppRoutes />
      </Router>
      {updates && <UpdateToast />}
    </Provider>
  );
}
