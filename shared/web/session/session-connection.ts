// The app's one connection to its session, outside React: the shared socket client (reconnects
// after 2 s, rejoins, applies events in order, retries commands with their op_id) writes every
// event into the store; components call the commands below and read atoms.
import {
  createSessionClient,
  isSessionNotFound,
  SERVER_EVENT_NAMES,
  type CommandAck,
  type DeviceKind,
  type SessionClient,
  type SessionCommandName,
  type ClientEvents,
  type ErrorCode,
  type JoinCredentials,
} from "@encore/shared";
import { cloudErrorOf, errorText } from "../i18n/error-text";
import { t } from "../i18n/translate";
import { store } from "../store/store";
import { applySessionEvent, EMPTY_SESSION, type SessionEvent } from "./session-reducer";
import { sessionErrorAtom, sessionExpiredAtom, sessionViewAtom } from "./session-atoms";

export interface ConnectionOptions {
  device: DeviceKind;
  deviceId: string;
  name?: string;
  /** The cloud's origin; the page's own by default. */
  url?: string;
}

type CommandData<E extends SessionCommandName> = Omit<ClientEvents[E], "op_id">;

export interface SessionConnection {
  /**
   * Joins `code` (once; a second call for the same code is the same join), proving it with the
   * credentials when given; reconnections send them again, with the newest join token.
   */
  join(code: string, credentials?: JoinCredentials): Promise<void>;
  send<E extends SessionCommandName>(event: E, data: CommandData<E>): Promise<CommandAck>;
  /** Leaves the session and closes the socket; the view goes back to empty. */
  leave(): void;
  /** Called after every (re)join with the session's code: the screen resends a lost end here. */
  onJoined(listener: (code: string) => void): () => void;
  /**
   * Fetches the whole state again by reconnecting (a phone back from sleep may hold a socket
   * that died unseen); the client rejoins on connect. Nothing happens outside a session.
   */
  resync(): void;
}

const SESSION_MOVED_CODE: ErrorCode = "session_moved";

/**
 * The refusal of a join to a party whose screen started a new one: SESSION_MOVED came with it
 * (the view's movedTo), which the app follows; the party is not over.
 */
export function isSessionMoved(error: { code?: string | undefined }): boolean {
  return error.code === SESSION_MOVED_CODE;
}

function dispatch(event: SessionEvent): void {
  store.set(sessionViewAtom, (view) => applySessionEvent(view, event, Date.now()));
}

export function createSessionConnection(options: ConnectionOptions): SessionConnection {
  let client: SessionClient | null = null;
  let joining: { code: string; promise: Promise<void> } | null = null;
  const joinedListeners = new Set<(code: string) => void>();

  function open(): SessionClient {
    const created = createSessionClient({
      url: options.url ?? window.location.origin,
      device: options.device,
      deviceId: options.deviceId,
      ...(options.name ? { name: options.name } : {}),
    });
    for (const name of SERVER_EVENT_NAMES) {
      created.on(name, (data) => {
        dispatch({ name, data } as SessionEvent);
        if (name === "SESSION_JOINED") {
          for (const listener of joinedListeners) listener(created.code ?? "");
        }
      });
    }
    created.on("ERROR", (error) => {
      // Not a failure to tell: the view's movedTo says where the party went.
      if (isSessionMoved(error)) return;
      // Said in the language shown by its code; the English message still tells what happened.
      store.set(sessionErrorAtom, { message: errorText(error), at: Date.now() });
      if (isSessionNotFound(error)) store.set(sessionExpiredAtom, true);
    });
    created.socket.on("disconnect", () => {
      store.set(sessionViewAtom, (view) =>
        view.code === null ? view : { ...view, status: "reconnecting" },
      );
    });
    return created;
  }

  return {
    join(code, credentials = {}) {
      if (joining?.code === code) return joining.promise;
      client?.close();
      store.set(sessionExpiredAtom, false);
      store.set(sessionViewAtom, {
        ...EMPTY_SESSION,
        code,
        status: "connecting",
        joinToken: credentials.token ?? null,
      });
      const opened = open();
      client = opened;
      const promise = opened.join(code, credentials).then(
        () => undefined,
        (error: unknown) => {
          joining = null;
          const refusal = cloudErrorOf(error);
          if (!isSessionMoved(refusal) && isSessionNotFound(refusal))
            store.set(sessionExpiredAtom, true);
          throw error;
        },
      );
      joining = { code, promise };
      return promise;
    },

    send(event, data) {
      if (!client) return Promise.resolve({ ok: false, message: t("common.session.notInSession") });
      return client.send(event, data);
    },

    leave() {
      client?.close();
      client = null;
      joining = null;
      store.set(sessionViewAtom, EMPTY_SESSION);
    },

    onJoined(listener) {
      joinedListeners.add(listener);
      return () => void joinedListeners.delete(listener);
    },

    resync() {
      if (!client || client.code === null) return;
      const { socket } = client;
      if (socket.connected) socket.disconnect();
      socket.connect();
    },
  };
}
