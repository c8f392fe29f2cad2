// Every route of spec §2; any other path is the plain text `404 Route`. The session routes share
// one guard: the redirect rule, the socket join, and the session's end.
import { SCREEN_ROUTES } from "@encore/shared";
import { lazy, Suspense } from "react";
import { Route, Switch } from "wouter";
import { LandingPage } from "../features/landing/landing-page";
import { PlaceholderPage } from "../features/placeholders/placeholder-page";
import { SessionHomePage } from "../features/session-home/session-home-page";
import { SessionRoute } from "../features/session/session-route";

// The player (video, drag and drop) is not part of the first screen: loaded when needed.
const PlayerPage = lazy(() =>
  import("../features/player/player-page").then((module) => ({ default: module.PlayerPage })),
);

export function AppRoutes() {
  return (
    <Switch>
      <Route path={SCREEN_ROUTES.landing} component={LandingPage} />
      <Route path={SCREEN_ROUTES.player}>
        {(params) => (
          <SessionRoute code={params.code}>
            <Suspense fallback={<div className="page-loading" aria-busy="true" />}>
              <PlayerPage code={params.code} />
            </Suspense>
          </SessionRoute>
        )}
      </Route>
      <Route path={SCREEN_ROUTES.songbook}>
        {(params) => (
          <SessionRoute code={params.code}>
            <PlaceholderPage title="Songbook" code={params.code} />
          </SessionRoute>
        )}
      </Route>
      <Route path={SCREEN_ROUTES.search}>
        {(params) => (
          <SessionRoute code={params.code}>
            <PlaceholderPage title="Search Results" code={params.code} />
          </SessionRoute>
        )}
      </Route>
      <Route path={SCREEN_ROUTES.settings}>
        {(params) => (
          <SessionRoute code={params.code}>
            <PlaceholderPage title="Account Settings" code={params.code} />
          </SessionRoute>
        )}
      </Route>
      <Route path={SCREEN_ROUTES.feedback}>
        {(params) => (
          <SessionRoute code={params.code}>
            <PlaceholderPage title="Leave a Feedback" code={params.code} />
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
        <PlaceholderPage title="Completing authentication..." />
      </Route>
      <Route path={SCREEN_ROUTES.verifyEmail}>
        <PlaceholderPage title="Verifying your email..." />
      </Route>
      <Route path={SCREEN_ROUTES.resetPassword}>
        <PlaceholderPage title="Reset Password" />
      </Route>
      <Route path={SCREEN_ROUTES.privacy}>
        <PlaceholderPage title="Privacy Policy" />
      </Route>
      <Route path={SCREEN_ROUTES.terms}>
        <PlaceholderPage title="Terms of Service" />
      </Route>
      <Route path={SCREEN_ROUTES.copyright}>
        <PlaceholderPage title="Copyright & DMCA" />
      </Route>
      <Route>
        <NotFound />
      </Route>
    </Switch>
  );
}

function NotFound() {
  return <>404 Route</>;
}
