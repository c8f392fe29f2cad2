// The Me tab: who this phone sings as, the account (sign in / sign up / forgot in the shared
// dialog; settings, feedback and sign out when signed in), notifications, and leaving the party.
import { formatSessionCode } from "@encore/shared";
import { authAtom, signOut } from "@encore/web/auth/auth-atoms";
import { store, useAtomValue } from "@encore/web/store/store";
import { Avatar } from "@encore/web/ui/avatar";
import { lazy, Suspense, useState } from "react";
import { Link, useLocation } from "wouter";
import { remotePaths } from "../../app/paths";
import { disconnect } from "../../app/remote-connection";
import { singerNameAtom } from "../join/identity-atoms";
import { joinNoticeAtom } from "../join/join-atoms";
import { remoteMemory } from "../join/remote-memory";
import { NotifyButton } from "../your-turn/notify-button";
import { SingerNameForm } from "./singer-name-form";
import "./me.css";

const AuthDialog = lazy(() =>
  import("@encore/web/accounts/auth-dialog").then((module) => ({ default: module.AuthDialog })),
);

export function MePage({ code }: { code: string }) {
  const auth = useAtomValue(authAtom);
  const singer = useAtomValue(singerNameAtom);
  const [, navigate] = useLocation();
  const [authOpen, setAuthOpen] = useState(false);
  const [authLoaded, setAuthLoaded] = useState(false);

  function leave() {
    disconnect();
    remoteMemory.forgetSession();
    store.set(joinNoticeAtom, null);
    navigate(remotePaths.start(), { replace: true });
  }

  return (
    <div className="me-page">
      <section className="me-card" aria-labelledby="me-singer">
        <h2 id="me-singer" className="me-heading">
          You
        </h2>
        {auth.status === "in" ? (
          <div className="me-user">
            <Avatar name={auth.user.name} pictureUrl={auth.user.picture_url} size="3rem" />
            <span className="me-user-text">
              <span className="me-user-name">{auth.user.name}</span>
              <span className="me-user-meta">{auth.user.email}</span>
            </span>
          </div>
        ) : (
          <SingerNameForm current={singer ?? ""} />
        )}
      </section>

      <section className="me-card" aria-labelledby="me-account">
        <h2 id="me-account" className="me-heading">
          Account
        </h2>
        {auth.status === "in" ? (
          <div className="me-links">
            <Link className="me-link" href={remotePaths.settings(code)}>
              Settings <span aria-hidden="true">›</span>
            </Link>
            <Link className="me-link" href={remotePaths.feedback(code)}>
              Feedback <span aria-hidden="true">›</span>
            </Link>
            <button type="button" className="me-link" onClick={() => void signOut()}>
              Sign Out
            </button>
          </div>
        ) : (
          <>
            <p className="me-text">
              Sign in to keep favorites and send feedback. Guests can do everything else.
            </p>
            <button
              type="button"
              className="button"
              disabled={auth.status === "loading"}
              onClick={() => {
                setAuthLoaded(true);
                setAuthOpen(true);
              }}
            >
              Sign In
            </button>
          </>
        )}
      </section>

      <section className="me-card" aria-labelledby="me-party">
        <h2 id="me-party" className="me-heading">
          Party {formatSessionCode(code)}
        </h2>
        <div className="me-row">
          <span className="me-text">Tell me when it's my turn</span>
          <NotifyButton />
        </div>
        <button type="button" className="button button-danger me-leave" onClick={leave}>
          Leave the party
        </button>
      </section>

      {authLoaded && (
        <Suspense fallback={null}>
          <AuthDialog open={authOpen} onClose={() => setAuthOpen(false)} />
        </Suspense>
      )}
    </div>
  );
}
