// The Me tab: who this phone sings as, the account (sign in / sign up / forgot in the shared
// dialog; settings, feedback and sign out when signed in), notifications (or, on a plain-http
// address, what the browser turned off), leaving the party, the party's settings and its host
// (host-card.tsx), the language this phone speaks, and About with the legal texts.
import { formatSessionCode } from "@encore/shared";
import { authAtom, signOut } from "@encore/web/auth/auth-atoms";
import { LanguageChooser } from "@encore/web/i18n/language-chooser";
import { useT } from "@encore/web/i18n/translate";
import { store, useAtomValue } from "@encore/web/store/store";
import { Avatar } from "@encore/web/ui/avatar";
import { lazy, Suspense, useState } from "react";
import { Link, useLocation } from "wouter";
import { remotePaths } from "../../app/paths";
import { disconnect } from "../../app/remote-connection";
import { singerNameAtom } from "../../app/identity-atoms";
import { joinNoticeAtom } from "../join";
import { remoteMemory } from "../../app/remote-memory";
import { NotifyButton } from "../your-turn";
import { AboutCard } from "./about-card";
import { HostCard } from "./host-card";
import { InsecureContextNote } from "./insecure-context-note";
import { SingerNameForm } from "./singer-name-form";
import "./me.css";

const AuthDialog = lazy(() =>
  import("@encore/web/accounts/auth-dialog").then((module) => ({ default: module.AuthDialog })),
);

export function MePage({ code }: { code: string }) {
  const t = useT();
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
          {t("remote.me.you")}
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
          {t("remote.me.account")}
        </h2>
        {auth.status === "in" ? (
          <div className="me-links">
            <Link className="me-link" href={remotePaths.settings(code)}>
              {t("remote.me.settings")} <span aria-hidden="true">›</span>
            </Link>
            <Link className="me-link" href={remotePaths.feedback(code)}>
              {t("remote.me.feedback")} <span aria-hidden="true">›</span>
            </Link>
            <button type="button" className="me-link" onClick={() => void signOut()}>
              {t("remote.me.signOut")}
            </button>
          </div>
        ) : (
          <>
            <p className="me-text">{t("remote.me.signInWhy")}</p>
            <button
              type="button"
              className="button"
              disabled={auth.status === "loading"}
              onClick={() => {
                setAuthLoaded(true);
                setAuthOpen(true);
              }}
            >
              {t("remote.me.signIn")}
            </button>
          </>
        )}
      </section>

      <section className="me-card" aria-labelledby="me-party">
        <h2 id="me-party" className="me-heading">
          {t("remote.me.party", { code: formatSessionCode(code) })}
        </h2>
        {window.isSecureContext ? (
          <div className="me-row">
            <span className="me-text">{t("remote.me.notify")}</span>
            <NotifyButton />
          </div>
        ) : (
          <InsecureContextNote />
        )}
        <button type="button" className="button button-danger me-leave" onClick={leave}>
          {t("remote.me.leave")}
        </button>
      </section>

      <HostCard />

      <section className="me-card">
        <LanguageChooser className="me-language" />
      </section>

      <AboutCard />

      {authLoaded && (
        <Suspense fallback={null}>
          <AuthDialog open={authOpen} onClose={() => setAuthOpen(false)} />
        </Suspense>
      )}
    </div>
  );
}
