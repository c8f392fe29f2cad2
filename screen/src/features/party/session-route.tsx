// Wraps every /session/{code}/… page: the redirect rule (no navigation state → `/`), the socket
// join, the session lifecycle (expiry, the 30-second rule, the lost SONG_ENDED), and the player
// following the song that plays.
import { useEffect, type ReactNode } from "react";
import { useAppNavigate, LOAD_ID } from "../../app/navigate";
import { mustRedirectToLanding } from "../../app/navigation-rules";
import { useFollowSong } from "./use-follow-song";
import { useSessionLifecycle } from "./use-session-lifecycle";

export function SessionRoute({ code, children }: { code: string; children: ReactNode }) {
  const navigate = useAppNavigate();
  const redirect = mustRedirectToLanding(window.location.pathname, window.history.state, LOAD_ID);
  useEffect(() => {
    if (redirect) navigate("/", { replace: true });
  }, [redirect, navigate]);
  if (redirect) return null;
  return <JoinedSession code={code}>{children}</JoinedSession>;
}

function JoinedSession({ code, children }: { code: string; children: ReactNode }) {
  useSessionLifecycle(code);
  useFollowSong(code);
  return <>{children}</>;
}
