// The remote's routes under /remote (docs/remote.md, Routes): the start page asks for the code, the
// join link joins at once, and the party's pages share one layout that holds the connection.
import { LazyPage } from "@encore/web/ui/lazy-page";
import { lazy, type ReactNode } from "react";
import { Redirect, Route, Switch } from "wouter";
import { BrowsePage } from "../features/browse";
import { JoinLinkRoute, StartPage } from "../features/join";
import { PartyLayout } from "../features/party";
import { REMOTE_ROUTES } from "./paths";

// Drag and drop, a songbook's page, the Me tab (the host's settings, About) and the account
// pages are not part of the first load: a guest's first screen is the Songs tab.
const SongbookPage = lazy(() =>
  import("../features/songbook").then((module) => ({ default: module.SongbookPage })),
);
const MePage = lazy(() => import("../features/me").then((module) => ({ default: module.MePage })));
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
  return <LazyPage>{children}</LazyPage>;
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
            <Lazy>
              <SongbookPage code={params.code} songbookId={params.songbookId} />
            </Lazy>
          </PartyLayout>
        )}
      </Route>
      <Route path={REMOTE_ROUTES.me}>
        {(params) => (
          <PartyLayout code={params.code} tab="me">
            <Lazy>
              <MePage code={params.code} />
            </Lazy>
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
