// The remote's routes under /remote (CONTRACT §5): the start page asks for the code, the join
// link joins at once, and the party's pages share one layout that holds the connection.
import { lazy, Suspense, type ReactNode } from "react";
import { Redirect, Route, Switch } from "wouter";
import { BrowsePage } from "../features/browse/browse-page";
import { JoinLinkRoute } from "../features/join/join-link-route";
import { StartPage } from "../features/join/start-page";
import { MePage } from "../features/me/me-page";
import { PartyLayout } from "../features/party/party-layout";
import { SongbookPage } from "../features/songbook/songbook-page";
import { REMOTE_ROUTES } from "./paths";

// Drag and drop and the account pages are not part of the first load.
const QueuePage = lazy(() =>
  import("../features/queue/queue-page").then((module) => ({ default: module.QueuePage })),
);
const SettingsPage = lazy(() =>
  import("../features/accounts/remote-settings-page").then((module) => ({
    default: module.RemoteSettingsPage,
  })),
);
const FeedbackPage = lazy(() =>
  import("../features/accounts/remote-feedback-page").then((module) => ({
    default: module.RemoteFeedbackPage,
  })),
);

function Lazy({ children }: { children: ReactNode }) {
  return (
    <Suspense fallback={<div className="page-loading" aria-busy="true" />}>{children}</Suspense>
  );
}

export function AppRoutes() {
  return (
    <Switch>
      <Route path={REMOTE_ROUTES.start} component={StartPage} />
      <Route path={REMOTE_ROUTES.join}>{(params) => <JoinLinkRoute code={params.code} />}</Route>
      <Route path={REMOTE_ROUTES.queue}>
        {(params) => (
          <PartyLayout code={params.code} tab="queue">
            <Lazy>
              <QueuePage code={params.code} />
            </Lazy>
          </PartyLayout>
        )}
      </Route>
      <Route path={REMOTE_ROUTES.songbook}>
        {(params) => (
          <PartyLayout code={params.code} tab="songs">
            <SongbookPage code={params.code} songbookId={params.songbookId} />
          </PartyLayout>
        )}
      </Route>
      <Route path={REMOTE_ROUTES.me}>
        {(params) => (
          <PartyLayout code={params.code} tab="me">
            <MePage code={params.code} />
          </PartyLayout>
        )}
      </Route>
      <Route path={REMOTE_ROUTES.settings}>
        {(params) => (
          <PartyLayout code={params.code} tab="me">
            <Lazy>
              <SettingsPage code={params.code} />
            </Lazy>
          </PartyLayout>
        )}
      </Route>
      <Route path={REMOTE_ROUTES.feedback}>
        {(params) => (
          <PartyLayout code={params.code} tab="me">
            <Lazy>
              <FeedbackPage code={params.code} />
            </Lazy>
          </PartyLayout>
        )}
      </Route>
      <Route path={REMOTE_ROUTES.browse}>
        {(params) => (
          <PartyLayout code={params.code} tab="songs">
            <BrowsePage code={params.code} />
          </PartyLayout>
        )}
      </Route>
      <Route>
        <Redirect to="/" replace />
      </Route>
    </Switch>
  );
}
