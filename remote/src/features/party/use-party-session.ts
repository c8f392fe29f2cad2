// The phone in its party: joins once the singer's name is known (and again under a new name),
// keeps trying while the cloud is out of reach, leaves for the start page when the party is gone,
// and asks for the whole state again when the phone wakes up.
import { SESSION_NOT_FOUND, SOCKET_RECONNECT_DELAY_MS } from "@encore/shared";
import { sessionExpiredAtom } from "@encore/web/session/session-atoms";
import { store, useAtomValue } from "@encore/web/store/store";
import { useEffect } from "react";
import { useLocation } from "wouter";
import { remotePaths } from "../../app/paths";
import { activeConnection, connectAs, disconnect } from "../../app/remote-connection";
import { checkCode } from "../join/check-code";
import { handshakeNameAtom, needsNameAtom } from "../join/identity-atoms";
import { joinNoticeAtom } from "../join/join-atoms";
import { unknownCodeMessage } from "../join/join-rules";
import { remoteMemory } from "../join/remote-memory";

/** A phone hidden this long (a locked screen) fetches the whole state when it is seen again. */
export const WAKE_RESYNC_AFTER_MS = 10_000;

export function usePartySession(code: string): void {
  const [, navigate] = useLocation();
  const name = useAtomValue(handshakeNameAtom);
  const needsName = useAtomValue(needsNameAtom);
  const expired = useAtomValue(sessionExpiredAtom);

  // Asked for a name first: say an unknown code before the guest types anything.
  useEffect(() => {
    if (!needsName) return;
    let live = true;
    void checkCode(code).then((check) => {
      if (live && check.kind === "unknown") {
        store.set(joinNoticeAtom, { code, message: unknownCodeMessage(code) });
        navigate(remotePaths.start(), { replace: true });
      }
    });
    return () => {
      live = false;
    };
  }, [needsName, code, navigate]);

  useEffect(() => {
    if (name === null) return;
    let live = true;
    let retry: ReturnType<typeof setTimeout> | undefined;
    const join = () => {
      connectAs(name)
        .join(code)
        .then(
          () => remoteMemory.rememberSession(code),
          (error: unknown) => {
            const message = error instanceof Error ? error.message : String(error);
            if (!live || message.includes(SESSION_NOT_FOUND)) return;
            // Out of reach (offline, the cloud restarting): the first join is tried again.
            retry = setTimeout(join, SOCKET_RECONNECT_DELAY_MS);
          },
        );
    };
    join();
    return () => {
      live = false;
      clearTimeout(retry);
    };
  }, [name, code]);

  useEffect(() => {
    if (!expired) return;
    disconnect();
    remoteMemory.forgetSession();
    store.set(sessionExpiredAtom, false);
    store.set(joinNoticeAtom, {
      code,
      message: `The party ${code.slice(0, 3)}-${code.slice(3)} has ended, or the code is wrong.`,
    });
    navigate(remotePaths.start(), { replace: true });
  }, [expired, code, navigate]);

  useEffect(() => {
    let hiddenAt: number | null = null;
    const onVisibility = () => {
      if (document.visibilityState === "hidden") {
        hiddenAt = Date.now();
        return;
      }
      if (hiddenAt !== null && Date.now() - hiddenAt >= WAKE_RESYNC_AFTER_MS) {
        activeConnection()?.resync();
      }
      hiddenAt = null;
    };
    document.addEventListener("visibilitychange", onVisibility);
    return () => document.removeEventListener("visibilitychange", onVisibility);
  }, []);
}
