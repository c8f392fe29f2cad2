// The screen app: the one store, the start-up checks (auth, config), and the routes.
import { checkAuth } from "@encore/web/auth/auth-atoms";
import { loadAppConfig } from "@encore/web/config/app-config";
import { Provider, store } from "@encore/web/store/store";
import { CookieConsent } from "@encore/web/consent/cookie-consent";
import { ErrorOverlay } from "@encore/web/ui/error-overlay";
import { FavoriteLimitDialog } from "@encore/web/ui/favorite-limit-dialog";
import { Notices } from "@encore/web/ui/notices";
import { useEffect } from "react";
import { AppRoutes } from "./app-routes";

export function App() {
  useEffect(() => {
    // Spec §2: authentication is checked when the application starts.
    void checkAuth();
    loadAppConfig().catch((error: unknown) => console.warn("config not loaded", error));
  }, []);
  return (
    <Provider store={store}>
      <AppRoutes />
      <ErrorOverlay />
      <CookieConsent />
      <FavoriteLimitDialog />
      <Notices />
    </Provider>
  );
}
