// The screen's side of the session lifecycle (docs/product.md#session-lifecycle).
import {
  shouldResendSongEnded,
  idleDeadline,
  IDLE_WATCH_START,
  type IdleWatch,
  watchIdle,
} from "@encore/web/session/lifecycle-rules";
import {
  joinTokenAtom,
  sessionExpiredAtom,
  sessionViewAtom,
} from "@encore/web/session/session-atoms";
import { storedSession } from "@encore/web/session/stored-session";
import { store, useAtomValue } from "@encore/web/store/store";
import { useEffect } from "react";
import { useAppNavigate } from "../../app/navigate";
import { screenConnection } from "../../app/screen-connection";

export function useSessionLifecycle(code: string): void {
  const navigate = useAppNavigate();
  const expired = useAtomValue(sessionExpiredAtom);

  // Join (again after a reconnect the shared client rejoins by itself); remember the code. The
  // stored tokens prove the join is the screen's, so a guesser on the same Wi-Fi never keeps the
  // TV out; the join token a join brings is kept with them (docs/screen.md, Join card).
  useEffect(() => {
    storedSession.remember(code);
    const tokens = storedSession.tokens(code);
    screenConnection
      .join(code, { token: tokens.join_token, screen_token: tokens.screen_token })
      .catch((error: unknown) => console.warn("join failed", error));
    return store.sub(joinTokenAtom, () => {
      const { code: joined, joinToken } = store.get(sessionViewAtom);
      const stored = storedSession.tokens(code);
      if (joined !== code || !joinToken || joinToken === stored.join_token) return;
      storedSession.rememberTokens(code, { ...stored, join_token: joinToken });
    });
  }, [code]);

  // A SONG_ENDED that could not be sent goes again on every (re)join, while under 30 s old.
  useEffect(
    () =>
      screenConnection.onJoined((joined) => {
        const failed = storedSession.failedSongEnded();
        if (failed === null) return;
        storedSession.rememberFailedSongEnded(null);
        if (!shouldResendSongEnded(failed, joined, Date.now())) return;
        void screenConnection.send("SONG_ENDED", { queue_id: failed.queue_id });
      }),
    [],
  );

  // `Session not found or expired`: leave the session (kept as the party left, for the next
  // party's `moved_from`) and go to `/`.
  useEffect(() => {
    if (!expired) return;
    storedSession.leave();
    screenConnection.leave();
    store.set(sessionExpiredAtom, false);
    navigate("/", { replace: true });
  }, [expired, navigate]);

  // The 30-second rule, only for an idle session after a phone had joined. The watch lives as
  // long as the session, not the page: moving from home to the player keeps what it has seen.
  useEffect(() => {
    if (idleWatch.code !== code) idleWatch = { code, watch: IDLE_WATCH_START };
    let timer: ReturnType<typeof setTimeout> | undefined;
    const check = () => {
      const watch = watchIdle(idleWatch.watch, store.get(sessionViewAtom), Date.now());
      idleWatch = { code, watch };
      clearTimeout(timer);
      const deadline = idleDeadline(watch);
      if (deadline === null) return;
      timer = setTimeout(
        () => {
          storedSession.leave();
          screenConnection.leave();
          navigate("/", { replace: true });
        },
        Math.max(0, deadline - Date.now()),
      );
    };
    check();
    const unsubscribe = store.sub(sessionViewAtom, check);
    return () => {
      unsubscribe();
      clearTimeout(timer);
    };
  }, [code, navigate]);
}

let idleWatch: { code: string; watch: IdleWatch } = { code: "", watch: IDLE_WATCH_START };
