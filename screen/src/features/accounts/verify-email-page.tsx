// /verify-email?token= (spec §2): verifies the address once, then counts 5 s down to /.
import { ACCOUNT_MESSAGES, REDIRECT_COUNTDOWN_S } from "@encore/shared";
import { api } from "@encore/web/api/encore-api";
import { failureText } from "@encore/web/accounts/auth-dialog-model";
import { useEffect, useState } from "react";
import { useAppNavigate } from "../../app/navigate";
import { countdownText } from "./countdown";
import { LinkPage, Spinner } from "./link-page";
import { oncePerToken } from "./once-per-token";
import { useCountdown } from "./use-countdown";

type Verification =
  | { status: "loading" }
  | { status: "success"; message: string }
  | { status: "error"; message: string };

export function VerifyEmailPage() {
  const token = new URLSearchParams(window.location.search).get("token");
  if (!token) {
    return (
      <LinkPage>
        <h1>Verification Failed</h1>
        <p className="account-error" role="alert">
          Invalid verification link - missing token.
        </p>
        <LoginLink />
      </LinkPage>
    );
  }
  return <Verify token={token} />;
}

function Verify({ token }: { token: string }) {
  const navigate = useAppNavigate();
  const [state, setState] = useState<Verification>({ status: "loading" });
  useEffect(() => {
    let live = true;
    oncePerToken(`verify:${token}`, () => api.verifyEmail({ token })).then(
      ({ message }) =>
        live && setState({ status: "success", message: message || ACCOUNT_MESSAGES.emailVerified }),
      (error: unknown) =>
        live && setState({ status: "error", message: failureText(error, "Verification failed") }),
    );
    return () => {
      live = false;
    };
  }, [token]);
  const left = useCountdown(REDIRECT_COUNTDOWN_S, state.status === "success", () =>
    navigate("/", { replace: true }),
  );

  if (state.status === "loading") {
    return (
      <LinkPage busy>
        <Spinner />
        <p className="link-page-status" role="status">
          Verifying your email...
        </p>
      </LinkPage>
    );
  }
  if (state.status === "error") {
    return (
      <LinkPage>
        <h1>Verification Failed</h1>
        <p className="account-error" role="alert">
          {state.message}
        </p>
        <LoginLink />
      </LinkPage>
    );
  }
  return (
    <LinkPage>
      <h1 className="link-page-success">Success!</h1>
      <p className="account-success" role="status">
        {state.message}
      </p>
      <p className="link-page-countdown">{countdownText(left)}</p>
      <button
        type="button"
        className="button"
        autoFocus
        onClick={() => navigate("/", { replace: true })}
      >
        Continue to Encore
      </button>
    </LinkPage>
  );
}

/** Signing in happens in the session's top bar, so the login page is the start: /. */
function LoginLink() {
  return (
    <a className="button" href="/" autoFocus>
      Go to Login Page
    </a>
  );
}
