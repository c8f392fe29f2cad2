// /verify-email?token= (docs/decisions.md, Links and their tokens): verifies the address once,
// then counts 5 s down to /, or to where the sign-up was asked for when the link carries a return
// path (link-return.ts).
import { REDIRECT_COUNTDOWN_S } from "@encore/shared";
import { api } from "@encore/web/api/encore-api";
import { failureText } from "@encore/web/accounts/auth-dialog-model";
import { useT } from "@encore/web/i18n/translate";
import { useEffect, useState } from "react";
import { countdownText } from "./countdown";
import { continueLabel, returnPathOfLink, useLeaveLink } from "./link-return";
import { LinkPage, Spinner } from "./link-page";
import { oncePerToken } from "./once-per-token";
import { useCountdown } from "./use-countdown";

type Verification =
  { status: "loading" } | { status: "success" } | { status: "error"; message: string };

export function VerifyEmailPage() {
  const t = useT();
  const token = new URLSearchParams(window.location.search).get("token");
  const returnTo = returnPathOfLink(window.location.search);
  if (!token) {
    return (
      <LinkPage>
        <h1>{t("screen.verify.failedTitle")}</h1>
        <p className="account-error" role="alert">
          {t("screen.verify.missingToken")}
        </p>
        <LoginLink returnTo={returnTo} />
      </LinkPage>
    );
  }
  return <Verify token={token} returnTo={returnTo} />;
}

function Verify({ token, returnTo }: { token: string; returnTo: string | undefined }) {
  const t = useT();
  const leave = useLeaveLink(returnTo);
  const [state, setState] = useState<Verification>({ status: "loading" });
  useEffect(() => {
    let live = true;
    // The cloud's success message is always `Email verified successfully!`: shown in the language
    // shown, as the screen's own text.
    oncePerToken(`verify:${token}`, () => api.verifyEmail({ token })).then(
      () => live && setState({ status: "success" }),
      // No words of its own: the fallback, in the language shown when it shows.
      (error: unknown) => live && setState({ status: "error", message: failureText(error, "") }),
    );
    return () => {
      live = false;
    };
  }, [token]);
  const left = useCountdown(REDIRECT_COUNTDOWN_S, state.status === "success", leave);

  if (state.status === "loading") {
    return (
      <LinkPage busy>
        <Spinner />
        <p className="link-page-status" role="status">
          {t("screen.verify.verifying")}
        </p>
      </LinkPage>
    );
  }
  if (state.status === "error") {
    return (
      <LinkPage>
        <h1>{t("screen.verify.failedTitle")}</h1>
        <p className="account-error" role="alert">
          {state.message || t("screen.verify.failed")}
        </p>
        <LoginLink returnTo={returnTo} />
      </LinkPage>
    );
  }
  return (
    <LinkPage>
      <h1 className="link-page-success">{t("screen.link.success")}</h1>
      <p className="account-success" role="status">
        {t("screen.verify.done")}
      </p>
      <p className="link-page-countdown">{countdownText(left)}</p>
      <button type="button" className="button" autoFocus onClick={leave}>
        {continueLabel(returnTo)}
      </button>
    </LinkPage>
  );
}

/**
 * Signing in happens in the session's top bar, so the login page is the start: /; on the remote
 * it is the Me tab, where its return path leads.
 */
function LoginLink({ returnTo }: { returnTo: string | undefined }) {
  const t = useT();
  return (
    <a className="button" href={returnTo ?? "/"} autoFocus>
      {t("screen.verify.goToLogin")}
    </a>
  );
}
