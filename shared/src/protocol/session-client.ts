// One typed socket.io client for the screen and the remote: connect, join, send, subscribe.
// Commands carry an op_id and are retried after a reconnect until acknowledged; the cloud applies
// each op_id once, so a retried command never queues a song twice. Listeners get the session's
// events in the order the cloud committed them, whichever instance they came through.
import { io, type ManagerOptions, type Socket, type SocketOptions } from "socket.io-client";
import { API_TIMEOUT_MS, SOCKET_RECONNECT_DELAY_MS } from "../constants.js";
import type { ClientEvents, CommandAck, DeviceKind, SessionCommandName } from "./client-events.js";
import type { ErrorParams } from "./error-codes.js";
import { createEventOrder, type ReceivedEvent } from "./event-order.js";
import { randomId } from "./random-id.js";

/** The refusal of a join of a party whose screen started a new one (docs/protocol.md#session-moved). */
const SESSION_MOVED_CODE = "session_moved";
import {
  NOT_JOINED,
  SESSION_NOT_FOUND,
  type ServerEventName,
  type ServerEvents,
} from "./server-events.js";
import {
  SOCKET_PATH,
  type ClientToServerEvents,
  type ServerToClientEvents,
} from "./socket-types.js";

export type SessionSocketClient = Socket<ServerToClientEvents, ClientToServerEvents>;

export interface SessionClientOptions {
  /** The cloud's base URL, e.g. http://192.168.1.20:8080. */
  url: string;
  device: DeviceKind;
  deviceId: string;
  name?: string;
  pictureUrl?: string;
  /** How long one attempt of a command waits for its acknowledgement. */
  attemptTimeoutMs?: number;
  /** How long a command keeps trying, reconnections included, before it fails. */
  commandTimeoutMs?: number;
  socketOptions?: Partial<ManagerOptions & SocketOptions>;
}

type CommandData<E extends SessionCommandName> = Omit<ClientEvents[E], "op_id">;

/**
 * A join or command that failed: the cloud's ERROR (its English message, and the code and params
 * the app shows in its language, docs/protocol.md#error-codes), or the client's own timeout,
 * which has no code.
 */
export class SessionClientError extends Error {
  readonly code: string | undefined;
  readonly params: ErrorParams | undefined;

  constructor(message: string, details: { code?: string; params?: ErrorParams } = {}) {
    super(message);
    this.code = details.code;
    this.params = details.params;
  }
}

/**
 * What a device proves its join with: the join token of the screen's QR code (or the
 * one a join gave it), and the screen's own token. With either, the cloud's limits on guessing
 * codes leave the join alone.
 */
export interface JoinCredentials {
  token?: string | null;
  screen_token?: string | null;
}

export interface SessionClient {
  readonly socket: SessionSocketClient;
  /** The session this client is in (or rejoins after a reconnect). */
  readonly code: string | null;
  /** The session's join token, once the cloud gave it (or the one the join was asked with). */
  readonly joinToken: string | null;
  /** Joins `code`; reconnections join again with the same credentials (and the newest token). */
  join(code: string, credentials?: JoinCredentials): Promise<ServerEvents["SESSION_JOINED"]>;
  /**
   * Creates a session and joins it; `moved_from` names the party this screen leaves, whose
   * devices follow it (docs/protocol.md#session-moved).
   */
  create(request?: ClientEvents["CREATE_SESSION"]): Promise<ServerEvents["SESSION_JOINED"]>;
  send<E extends SessionCommandName>(event: E, data: CommandData<E>): Promise<CommandAck>;
  on<E extends ServerEventName>(event: E, handler: (data: ServerEvents[E]) => void): () => void;
  close(): void;
}

interface Deferred {
  promise: Promise<void>;
  resolve: () => void;
}

function deferred(): Deferred {
  let resolve: () => void = () => {};
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
}

function withTimeout<T>(promise: Promise<T>, ms: number, message: string): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new SessionClientError(message)), ms);
    promise.then(
      (value) => (clearTimeout(timer), resolve(value)),
      (error: unknown) => (clearTimeout(timer), reject(error)),
    );
  });
}

function newOpId(): string {
  return randomId();
}

export function createSessionClient(options: SessionClientOptions): SessionClient {
  const attemptTimeout = options.attemptTimeoutMs ?? 4000;
  const commandTimeout = options.commandTimeoutMs ?? API_TIMEOUT_MS;
  const query: Record<string, string> = { device: options.device, device_id: options.deviceId };
  if (options.name) query.name = options.name;
  if (options.pictureUrl) query.picture_url = options.pictureUrl;
  const socket: SessionSocketClient = io(options.url, {
    path: SOCKET_PATH,
    query,
    // WebSocket first: one long-lived connection, which any instance behind a balancer can hold
    // without sticky sessions. Long-polling only where WebSocket fails (docs/deploy.md).
    transports: ["websocket", "polling"],
    tryAllTransports: true,
    // 2 s before every attempt (docs/product.md#constants), not socket.io's 1 s growing to 5 s: no
    // backoff and no jitter, so a phone is back as soon as the product says (docs/decisions.md,
    // Reconnection).
    reconnectionDelay: SOCKET_RECONNECT_DELAY_MS,
    reconnectionDelayMax: SOCKET_RECONNECT_DELAY_MS,
    randomizationFactor: 0,
    ...options.socketOptions,
  });

  let code: string | null = null;
  let credentials: JoinCredentials = {};
  // The session the cloud said moved (SESSION_MOVED): never joined again on a reconnect, since
  // the cloud refuses it; the app follows to the new code instead.
  let moved: string | null = null;
  // Resolved while the socket is connected and in its session; replaced on every disconnect.
  let ready = deferred();
  // With several instances a device can receive a later event before an earlier one (the other
  // instances' come through Redis): listeners get them in version order, from here, never
  // straight from the socket. A version that does not arrive in time is fetched by rejoining:
  // SESSION_JOINED answers with the whole state.
  const order = createEventOrder();
  const listeners = new Map<string, Set<(data: never) => void>>();
  let resyncTimer: ReturnType<typeof setTimeout> | undefined;

  /** Sends JOIN_SESSION and waits for the cloud's answer: the state, or the ERROR message. */
  function requestJoin(event: "JOIN_SESSION" | "CREATE_SESSION", payload: object) {
    return new Promise<ServerEvents["SESSION_JOINED"]>((resolve, reject) => {
      const cleanup = () => {
        socket.off("SESSION_JOINED", onJoined);
        socket.off("ERROR", onError);
      };
      const onJoined = (state: ServerEvents["SESSION_JOINED"]) => {
        cleanup();
        code = state.code;
        if (state.join_token) credentials = { ...credentials, token: state.join_token };
        ready.resolve();
        resolve(state);
      };
      // A moved party answers SESSION_MOVED (to its listeners, through onAny) and then ERROR
      // `session_moved`: the join fails with that.
      const onError = ({ message, code, params }: ServerEvents["ERROR"]) => {
        cleanup();
        reject(new SessionClientError(message, { code, params }));
      };
      socket.on("SESSION_JOINED", onJoined);
      socket.on("ERROR", onError);
      if (event === "CREATE_SESSION") {
        socket.once("SESSION_CREATED", (created) => {
          credentials = { token: created.join_token, screen_token: created.screen_token };
        });
      }
      (socket.emit as (name: string, data: unknown) => void)(event, payload);
    });
  }

  /** JOIN_SESSION's payload: the code and whatever credentials this client holds. */
  function joinPayload(target: string): ClientEvents["JOIN_SESSION"] {
    return {
      code: target,
      ...(credentials.token ? { token: credentials.token } : {}),
      ...(credentials.screen_token ? { screen_token: credentials.screen_token } : {}),
    };
  }

  /** Asks for the session's whole state again, keeping what arrives meanwhile in order. */
  function rejoin(): void {
    if (code === null) return;
    order.resync(Date.now());
    armResyncTimer();
    const rejoining = code;
    requestJoin("JOIN_SESSION", joinPayload(code)).catch((error: unknown) => {
      const gone =
        error instanceof SessionClientError &&
        (error.message === SESSION_NOT_FOUND || error.code === SESSION_MOVED_CODE);
      if (gone && code === rejoining) code = null;
    });
  }

  function armResyncTimer(): void {
    clearTimeout(resyncTimer);
    const deadline = order.resyncDeadline();
    if (deadline === null) return;
    resyncTimer = setTimeout(
      () => {
        // Disconnected: reconnecting rejoins or replays what was missed, and re-arms this.
        if (socket.connected) rejoin();
      },
      Math.max(0, deadline - Date.now()),
    );
  }

  function deliver(events: ReceivedEvent[]): void {
    for (const { name, data } of events) {
      for (const listener of [...(listeners.get(name) ?? [])]) listener(data as never);
    }
    armResyncTimer();
  }
  socket.onAny((name: string, data: unknown) => {
    // Before the listeners hear it: one may follow to the new code at once.
    if (name === "SESSION_MOVED") moved = code;
    deliver(order.receive({ name, data }, Date.now()));
  });

  socket.on("disconnect", () => {
    ready = deferred();
  });
  // A new connection is a new socket, in no session: join again, and the SESSION_JOINED answer
  // brings the whole state, so nothing missed while away stays missed (docs/decisions.md).
  socket.on("connect", () => {
    if (code !== null && code !== moved) rejoin();
  });

  return {
    socket,
    get code() {
      return code;
    },

    get joinToken() {
      return credentials.token ?? null;
    },

    join(target, given = {}) {
      code = null;
      moved = null;
      credentials = given;
      order.reset();
      return withTimeout(
        requestJoin("JOIN_SESSION", joinPayload(target)),
        commandTimeout,
        "Could not join the session",
      );
    },

    create(request = {}) {
      code = null;
      moved = null;
      credentials = {};
      order.reset();
      return withTimeout(
        requestJoin("CREATE_SESSION", request),
        commandTimeout,
        "Could not create a session",
      );
    },

    async send(event, data) {
      const payload = { ...data, op_id: newOpId() };
      const deadline = Date.now() + commandTimeout;
      for (;;) {
        const left = deadline - Date.now();
        if (left <= 0) throw new SessionClientError(`${event} was not acknowledged`);
        await withTimeout(ready.promise, left, `${event}: not connected to the session`);
        try {
          // Volatile: socket.io would otherwise hold a command sent while disconnected and send it
          // ahead of the rejoin, to a new socket in no session. Dropped here, it is sent again
          // once the session is back.
          const timed = socket.volatile.timeout(Math.min(attemptTimeout, left));
          const emitWithAck = timed.emitWithAck.bind(timed) as unknown as (
            name: string,
            data: unknown,
          ) => Promise<CommandAck>;
          const ack = await emitWithAck(event, payload);
          // Reached the cloud on a new connection before the client had joined again: once the
          // rejoin is answered, send it again.
          if (!ack.ok && ack.message === NOT_JOINED) {
            ready = deferred();
            if (socket.connected) rejoin();
            continue;
          }
          return ack;
        } catch {
          // No acknowledgement in time: the connection dropped or is slow. Try again with the
          // same op_id once the session is back; the cloud applies it once.
        }
      }
    },

    on(event, handler) {
      const listener = (data: never) => (handler as (data: never) => void)(data);
      const forEvent = listeners.get(event) ?? new Set();
      listeners.set(event, forEvent.add(listener));
      return () => void forEvent.delete(listener);
    },

    close() {
      code = null;
      clearTimeout(resyncTimer);
      socket.close();
    },
  };
}
