// /auth/callback (docs/product.md#auth-callback): Google's redirect lands here. With code and
// state, sign-in is completed; otherwise the current user is checked. Then back to where the
// sign-in started when its state carries a return path (the remote's party, link-return.ts), else
// to the stored session, or to /.
import { returnPathOfState, screenPaths } from "@encore/shared";
import { checkAuth, completeGoogleSignIn } from "@encore/web/auth/auth-atoms";
import { useT } from "@encore/web/i18n/translate";
import { storedSession } from "@encore/web/session/stored-session";
import { useEffect } from "react";
import { useAppNavigate } from "../../app/navigate";
import { LinkPage, Spinner } from "./link-page";
import { oncePerToken } from "./once-per-token";

function finishSignIn(search: string): Promise<unknown> {
  const params = new URLSearchParams(search);
  const code = params.get("code");
  const state = params.get("state");
  if (!code || !state) return checkAuth();
  const iss = params.get("iss") ?? undefined;
  return oncePerToken(`callback:${code}`, () => completeGoogleSignIn({ code, state, iss })).catch(
    (error: unknown) => console.warn("Google sign-in was not completed", error),
  );
}

export function AuthCallbackPage() {
  const t = useT();
  const navigate = useAppNavigate();
  useEffect(() => {
    let live = true;
    const search = window.location.search;
    const returnTo = returnPathOfState(new URLSearchParams(search).get("state"));
    void finishSignIn(search).then(() => {
      if (!live) return;
      // Whether or not it succeeded: the remote shows who is signed in, and the user can retry.
      if (returnTo) {
        window.location.replace(returnTo);
        return;
      }
      const code = storedSession.code();
      navigate(code ? screenPaths.sessionHome(code) : "/", { replace: true });
    });
    return () => {
      live = false;
    };
  }, [navigate]);
  return (
    <LinkPage busy>
      <Spinner />
      <p className="link-page-status" role="status">
        {t("screen.link.completingAuth")}
      </p>
    </LinkPage>
  );
}
