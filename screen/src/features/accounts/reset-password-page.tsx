// /reset-password?token= (spec §2): a new password with the four rules; on success the spec's
// text and a 5 s countdown to /; a refusal shows 'Reset Failed' and keeps the form, since the
// link survives a refused password.
import { ACCOUNT_MESSAGES, REDIRECT_COUNTDOWN_S } from "@encore/shared";
import { api } from "@encore/web/api/encore-api";
import { failureText } from "@encore/web/accounts/auth-dialog-model";
import { useState } from "react";
import { useAppNavigate } from "../../app/navigate";
import { countdownText } from "./countdown";
import { LinkPage } from "./link-page";
import { ResetPasswordForm } from "./reset-password-form";
import { useCountdown } from "./use-countdown";

export function ResetPasswordPage() {
  const token = new URLSearchParams(window.location.search).get("token");
  if (!token) {
    return (
      <LinkPage>
        <h1>Reset Password</h1>
        <p className="account-error" role="alert">
          Invalid reset link - missing token.
        </p>
        <a className="button" href="/" autoFocus>
          Go to Encore
        </a>
      </LinkPage>
    );
  }
  return <Reset token={token} />;
}

function Reset({ token }: { token: string }) {
  const navigate = useAppNavigate();
  const [done, setDone] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const left = useCountdown(REDIRECT_COUNTDOWN_S, done !== null, () =>
    navigate("/", { replace: true }),
  );

  async function reset(password: string) {
    setFailure(null);
    try {
      const { message } = await api.resetPassword({ token, password });
      setDone(message || ACCOUNT_MESSAGES.passwordReset);
    } catch (error) {
      setFailure(failureText(error, "Password reset failed"));
    }
  }

  if (done) {
    return (
      <LinkPage>
        <h1 className="link-page-success">Success!</h1>
        <p className="account-success" role="status">
          {done}
        </p>
        <p className="link-page-countdown">{countdownText(left)}</p>
      </LinkPage>
    );
  }
  return (
    <LinkPage>
      <h1>Reset Password</h1>
      {failure && (
        <div className="link-page-failure" role="alert">
          <h2>Reset Failed</h2>
          <p className="account-error">{failure}</p>
        </div>
      )}
      <ResetPasswordForm onSubmit={reset} />
    </LinkPage>
  );
}
