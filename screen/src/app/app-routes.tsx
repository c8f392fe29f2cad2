// Every route of docs/product.md#routes; any other path is the plain text `404 Route`. The session
// routes share one guard: the redirect rule, the socket join, and the session's end.
import { SCREEN_ROUTES } from "@encore/shared";
import { lazy } from "react";
import { Route, Switch } from "wouter";
import { useT } from "@encore/web/i18n/translate";
import { LazyPage } from "@encore/web/ui/lazy-page";
import {
  AuthCallbackRoute,
  FeedbackRoute,
  ResetPasswordRoute,
  SettingsRoute,
  VerifyEmailRoute,
} from "../features/accounts";
import { LandingPage } from "../features/landing";
import { LegalRoute } from "../features/legal";
import { SessionHomePage } from "../features/browse";
import { SearchResultsPage } from "../features/search";
import { SessionRoute } from "../features/party";
import { SongbookPage } from "../features/songbook";

// The player (video, drag and drop) is not part of the first screen: loaded when needed.
const PlayerPage = lazy(() =>
  import("../features/playback/player-page").then((module) => ({ default: module.PlayerPage })),
);
// The operator's back office: never part of a TV's load.
const AdminPage = lazy(() =>
  import("../features/admin").then((module) => ({ default: module.AdminPage })),
);

export function AppRoutes() {
  return (
    <Switch>
      <Route path={SCREEN_ROUTES.landing} component={LandingPage} />
      <Route path={SCREEN_ROUTES.player}>
        {(params) => (
          <SessionRoute code={params.code}>
            <LazyPage>
              <PlayerPage code={params.code} />
            </LazyPage>
          </SessionRoute>
        )}
      </Route>
      <Route path={SCREEN_ROUTES.songbook}>
        {(params) => (
          <SessionRoute code={params.code}>
            <SongbookPage code={params.code} songbookId={params.songbookId} />
          </SessionRoute>
        )}
      </Route>
      <Route path={SCREEN_ROUTES.search}>
        {(params) => (
          <SessionRoute code={params.code}>
            <SearchResultsPage code={params.code} />
          </SessionRoute>
        )}
      </Route>
      <Route path={SCREEN_ROUTES.settings}>
        {(params) => (
          <SessionRoute code={params.code}>
            <SettingsRoute code={params.code} />
          </SessionRoute>
        )}
      </Route>
      <Route path={SCREEN_ROUTES.feedback}>
        {(params) => (
          <SessionRoute code={params.code}>
            <FeedbackRoute code={params.code} />
          </SessionRoute>
        )}
      </Route>
      <Route path={SCREEN_ROUTES.sessionHome}>
        {(params) => (
          <SessionRoute code={params.code}>
            <SessionHomePage code={params.code} />
          </SessionRoute>
        )}
      </Route>
      <Route path={SCREEN_ROUTES.authCallback}>
        <AuthCallbackRoute />
      </Route>
      <Route path={SCREEN_ROUTES.verifyEmail}>
        <VerifyEmailRoute />
      </Route>
      <Route path={SCREEN_ROUTES.resetPassword}>
        <ResetPasswordRoute />
      </Route>
      <Route path={SCREEN_ROUTES.privacy}>
        <LegalRoute document="privacy" />
      </Route>
      <Route path={SCREEN_ROUTES.terms}>
        <LegalRoute document="terms" />
      </Route>
      <Route path={SCREEN_ROUTES.copyright}>
        <LegalRoute document="copyright" />
      </Route>
      <Route path={SCREEN_ROUTES.admin}>
        <LazyPage>
          <AdminPage />
        </LazyPage>
      </Route>
      <Route>
        <NotFound />
      </Route>
    </Switch>
  );
}

function NotFound() {
  const t = useT();
  return <>{t("screen.notFound")}</>;
}
