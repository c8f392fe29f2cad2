// The phone in its party: joins once the singer's name is known (and again under a new name),
// keeps trying while the cloud is out of reach, leaves for the start page when the party is gone
// or when typed codes are blocked here (saying so), and asks for the whole state again when the
// phone wakes up. Its joins carry the party's join token when the phone has one, and keep the one
// the cloud gives (docs/remote.md, Join tokens). When the TV starts a new party it follows, on
// the same tab and under the same name, heard live or as the answer to a rejoin of the old code.
import { isJoinLimited, isSessionNotFound, SOCKET_RECONNECT_DELAY_MS } from "@encore/shared";
import { cloudErrorOf, errorText } from "@encore/web/i18n/error-text";
import {
  joinTokenAtom,
  sessionExpiredAtom,
  sessionMovedAtom,
  sessionViewAtom,
  singerAtom,
} from "@encore/web/session/session-atoms";
import { isSessionMoved } from "@encore/web/session/session-connection";
import { t } from "@encore/web/i18n/translate";
import { store, useAtomValue } from "@encore/web/store/store";
import { useEffect } from "react";
import { useLocation } from "wouter";
import { REMOTE_BASE, remotePaths } from "../../app/paths";
import { activeConnection, connectAs, disconnect } from "../../app/remote-connection";
import { checkCode, joinNoticeAtom, joinRefusalHint, unknownCodeMessage } from "../join";
import { handshakeNameAtom, mySingersAtom, needsNameAtom } from "../../app/identity-atoms";
import { remoteMemory } from "../../app/remote-memory";
import { MOVED_NOTICE_MS, movedPath, partyMovedAtom } from "./party-moved";

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
    void checkCode(code, remoteMemory.joinToken(code)).then((check) => {
      if (!live) return;
      if (check.kind === "unknown") {
        store.set(joinNoticeAtom, { code, message: unknownCodeMessage(code) });
        navigate(remotePaths.start(), { replace: true });
      } else if (check.kind === "limited") {
        store.set(joinNoticeAtom, { code, message: check.message, hint: check.hint });
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
        .join(code, { token: remoteMemory.joinToken(code) })
        .then(
          () => remoteMemory.rememberSession(code),
          (thrown: unknown) => {
            const error = cloudErrorOf(thrown);
            if (!live || isSessionNotFound(error)) return;
            if (isSessionMoved(error)) {
              // A phone of the party was told where it went (SESSION_MOVED came first) and
              // follows it (below); a typed code is told only that it moved: the TV's QR code
              // has the new one.
              if (store.get(sessionMovedAtom) !== null) return;
              disconnect();
              store.set(joinNoticeAtom, {
                code,
                message: errorText(error),
                hint: t("remote.join.scanQr"),
              });
              navigate(remotePaths.start(), { replace: true });
              return;
            }
            // Typed codes are blocked here, and this phone has no join token: the start page
            // says how long, and to scan the TV's QR code.
            if (isJoinLimited(error)) {
              disconnect();
              store.set(joinNoticeAtom, {
                code,
                message: errorText(error),
                hint: joinRefusalHint(error),
              });
              navigate(remotePaths.start(), { replace: true });
              return;
            }
            // Out of reach (offline, the cloud restarting): the first join is tried again.
            retry = setTimeout(join, SOCKET_RECONNECT_DELAY_MS);
          },
        );
    };
    join();
    // The join token the cloud gives this phone: for its next visit and for sharing the party.
    const unsubscribe = store.sub(joinTokenAtom, () => {
      const view = store.get(sessionViewAtom);
      if (view.code === code && view.joinToken && view.joinToken !== remoteMemory.joinToken(code))
        remoteMemory.rememberJoinToken(code, view.joinToken);
    });
    // The singers this phone was given here mark its songs, kept across joins and reloads.
    store.set(mySingersAtom, remoteMemory.singers(code));
    const unsubscribeSinger = store.sub(singerAtom, () => {
      const view = store.get(sessionViewAtom);
      if (view.code !== code || !view.singer) return;
      remoteMemory.rememberSinger(code, view.singer);
      store.set(mySingersAtom, remoteMemory.singers(code));
    });
    return () => {
      live = false;
      clearTimeout(retry);
      unsubscribe();
      unsubscribeSinger();
    };
  }, [name, code, navigate]);

  // The TV started a new party: join it with its join token, no tap needed.
  useEffect(() => {
    const follow = () => {
      const view = store.get(sessionViewAtom);
      if (view.code !== code || view.movedTo === null) return;
      const moved = view.movedTo;
      remoteMemory.rememberJoinToken(moved.code, moved.joinToken);
      remoteMemory.rememberSession(moved.code);
      store.set(partyMovedAtom, { code: moved.code, until: Date.now() + MOVED_NOTICE_MS });
      const here = window.location.pathname.slice(REMOTE_BASE.length);
      navigate(movedPath(here, code, moved.code), { replace: true });
    };
    follow();
    return store.sub(sessionMovedAtom, follow);
  }, [code, navigate]);

  useEffect(() => {
    if (!expired) return;
    disconnect();
    remoteMemory.forgetSession();
    store.set(sessionExpiredAtom, false);
    store.set(joinNoticeAtom, {
      code,
      message: t("remote.party.ended", { code: `${code.slice(0, 3)}-${code.slice(3)}` }),
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
