// /auth/callback (spec §2): Google's redirect lands here. With code and state, sign-in is
// completed; otherwise the current user is checked. Then to the stored session, or to /.
import { screenPaths } from "@encore/shared";
import { checkAuth, completeGoogleSignIn } from "@encore/web/auth/auth-atoms";
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
  const navigate = useAppNavigate();
  useEffect(() => {
    let live = true;
    void finishSignIn(window.location.search).then(() => {
      if (!live) return;
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
        Completing authentication...
      </p>
    </LinkPage>
  );
}
