// /reset-password?token= (docs/product.md#password-reset): a new password with the four rules; on
// success the documented text and a 5 s countdown to /, or to where the reset was asked for when
// the link carries a return path (link-return.ts); a refusal shows 'Reset Failed' and keeps the
// form, since the link survives a refused password.
import { REDIRECT_COUNTDOWN_S } from "@encore/shared";
import { api } from "@encore/web/api/encore-api";
import { failureText } from "@encore/web/accounts/auth-dialog-model";
import { useT } from "@encore/web/i18n/translate";
import { useState } from "react";
import { countdownText } from "./countdown";
import { returnPathOfLink, useLeaveLink } from "./link-return";
import { LinkPage } from "./link-page";
import { ResetPasswordForm } from "./reset-password-form";
import { useCountdown } from "./use-countdown";

export function ResetPasswordPage() {
  const t = useT();
  const token = new URLSearchParams(window.location.search).get("token");
  const returnTo = returnPathOfLink(window.location.search);
  if (!token) {
    return (
      <LinkPage>
        <h1>{t("screen.reset.title")}</h1>
        <p className="account-error" role="alert">
          {t("screen.reset.missingToken")}
        </p>
        <a className="button" href={returnTo ?? "/"} autoFocus>
          {t("screen.reset.goToEncore")}
        </a>
      </LinkPage>
    );
  }
  return <Reset token={token} returnTo={returnTo} />;
}

function Reset({ token, returnTo }: { token: string; returnTo: string | undefined }) {
  const t = useT();
  const leave = useLeaveLink(returnTo);
  // The cloud's success message is always the documented one: shown as the screen's own text.
  const [done, setDone] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const left = useCountdown(REDIRECT_COUNTDOWN_S, done, leave);

  async function reset(password: string) {
    setFailure(null);
    try {
      await api.resetPassword({ token, password });
      setDone(true);
    } catch (error) {
      setFailure(failureText(error, t("screen.reset.failed")));
    }
  }

  if (done) {
    return (
      <LinkPage>
        <h1 className="link-page-success">{t("screen.link.success")}</h1>
        <p className="account-success" role="status">
          {t("screen.reset.done")}
        </p>
        <p className="link-page-countdown">{countdownText(left)}</p>
      </LinkPage>
    );
  }
  return (
    <LinkPage>
      <h1>{t("screen.reset.title")}</h1>
      {failure && (
        <div className="link-page-failure" role="alert">
          <h2>{t("screen.reset.failedTitle")}</h2>
          <p className="account-error">{failure}</p>
        </div>
      )}
      <ResetPasswordForm onSubmit={reset} />
    </LinkPage>
  );
}
