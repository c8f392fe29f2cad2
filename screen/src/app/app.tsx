// The screen app: the one store, the start-up checks (auth, config), and the routes.
import { useAppStart } from "@encore/web/lib/use-app-start";
import { Provider, store } from "@encore/web/store/store";
import { CookieConsent } from "@encore/web/consent/cookie-consent";
import { ErrorOverlay } from "@encore/web/ui/error-overlay";
import { FavoriteLimitDialog } from "@encore/web/ui/favorite-limit-dialog";
import { Notices } from "@encore/web/ui/notices";
import { AppRoutes } from "./app-routes";

export function App() {
  useAppStart();
  return (
    <Provider store={store}>
      <AppRoutes />
      <ErrorOverlay />
      <CookieConsent band />
      <FavoriteLimitDialog />
      <Notices />
    </Provider>
  );
}
