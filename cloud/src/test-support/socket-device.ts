// A device talking to a started cloud with a plain socket.io client, as anyone writing a client
// against docs/protocol.md#socket would: raw events in, raw events out, every received event
// recorded. Like the apps (docs/product.md#session-lifecycle), it joins its session again when its
// connection comes back.
import { SOCKET_PATH, type ServerEventName, type ServerEvents } from "@encore/shared";
import { io, type Socket } from "socket.io-client";

/**
 * How long a device waits for an answer or an event before the test fails. A bound on waiting,
 * not on speed: what passes takes milliseconds, but a loaded 2-core CI machine can hold a
 * started server back for seconds.
 */
export const WAIT_MS = 15_000;

export interface ReceivedEvent {
  type: string;
  data: unknown;
}

export interface Device {
  socket: Socket;
  received: ReceivedEvent[];
  emit(type: string, ...args: unknown[]): void;
  /** Emits and waits for the acknowledgement. */
  ack(
    type: string,
    data?: unknown,
  ): Promise<{ ok: boolean; message?: string; duplicate?: boolean }>;
  /** The next event of a type received after the call (or after `since`), optionally matching. */
  next<E extends ServerEventName>(
    type: E,
    match?: (data: ServerEvents[E]) => boolean,
    timeoutMs?: number,
  ): Promise<ServerEvents[E]>;
  /** The last event of a type received so far. */
  last<E extends ServerEventName>(type: E): ServerEvents[E] | undefined;
  /**
   * The event of a type with the highest session version: what a client shows once events from
   * several instances have arrived, in whatever order.
   */
  newest<E extends ServerEventName>(type: E): ServerEvents[E] | undefined;
  /** Joins a session (with its tokens, when given) and waits for SESSION_JOINED. */
  join(code: string, tokens?: JoinTokens): Promise<ServerEvents["SESSION_JOINED"]>;
  close(): void;
}

/** JOIN_SESSION's proofs: the join token, and the screen's own token (docs/decisions.md, Join tokens). */
export interface JoinTokens {
  token?: string;
  screen_token?: string;
}

export interface DeviceOptions {
  device?: string;
  device_id?: string;
  name?: string;
  picture_url?: string;
  query?: Record<string, string>;
  /** Sent with the handshake, e.g. Cookie, Origin or X-Forwarded-For. */
  headers?: Record<string, string>;
  transports?: ("websocket" | "polling")[];
  /** A certificate to trust, for a cloud serving https with its own (TLS_CERT_FILE). */
  ca?: string;
}

let devices = 0;

export async function connectDevice(url: string, options: DeviceOptions = {}): Promise<Device> {
  devices += 1;
  const query: Record<string, string> = {
    device: options.device ?? "remote",
    device_id: options.device_id ?? `device-${devices}`,
    ...(options.name ? { name: options.name } : {}),
    ...(options.picture_url ? { picture_url: options.picture_url } : {}),
    ...options.query,
  };
  const socket = io(url, {
    path: SOCKET_PATH,
    query,
    ...(options.headers ? { extraHeaders: options.headers } : {}),
    transports: options.transports ?? ["websocket"],
    ...(options.ca ? { ca: options.ca } : {}),
    reconnectionDelay: 100,
    reconnectionDelayMax: 200,
    forceNew: true,
  });
  const received: ReceivedEvent[] = [];
  const waiters = new Set<() => void>();
  socket.onAny((type: string, data: unknown) => {
    received.push({ type, data });
    for (const wake of [...waiters]) wake();
  });
  await new Promise<void>((resolve, reject) => {
    socket.once("connect", () => resolve());
    socket.once("connect_error", (error) => reject(error));
  });
  let joinedCode: string | null = null;
  let joinedWith: JoinTokens = {};
  socket.on("connect", () => {
    if (joinedCode !== null) socket.emit("JOIN_SESSION", { code: joinedCode, ...joinedWith });
  });

  const device: Device = {
    socket,
    received,
    emit: (type, ...args) => void socket.emit(type, ...args),
    ack: (type, data = {}) => socket.timeout(WAIT_MS).emitWithAck(type, data),
    next(type, match = () => true, timeoutMs = WAIT_MS) {
      const from = received.length;
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = received
            .slice(from)
            .find((e) => e.type === type && match(e.data as ServerEvents[typeof type]));
          if (!found) return false;
          waiters.delete(check);
          clearTimeout(timer);
          resolve(found.data as ServerEvents[typeof type]);
          return true;
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          const seen =
            received
              .slice(from)
              .map((e) => e.type)
              .join(", ") || "nothing";
          reject(new Error(`no ${type} within ${timeoutMs} ms (received: ${seen})`));
        }, timeoutMs);
        waiters.add(check);
      });
    },
    last(type) {
      const found = [...received].reverse().find((e) => e.type === type);
      return found?.data as ServerEvents[typeof type] | undefined;
    },
    newest(type) {
      const versionOf = (data: unknown) =>
        (data as { version?: number } | undefined)?.version ?? -1;
      let found: ReceivedEvent | undefined;
      for (const e of received) {
        if (e.type === type && (!found || versionOf(e.data) >= versionOf(found.data))) found = e;
      }
      return found?.data as ServerEvents[typeof type] | undefined;
    },
    async join(code, tokens = {}) {
      const joined = device.next("SESSION_JOINED");
      socket.emit("JOIN_SESSION", { code, ...tokens });
      const state = await joined;
      joinedCode = state.code;
      joinedWith = tokens;
      return state;
    },
    close: () => void socket.close(),
  };
  return device;
}

/** Waits until a condition holds, polling; for state that arrives by several events. */
export async function eventually<T>(
  read: () => Promise<T> | T,
  check: (value: T) => boolean,
  timeoutMs = WAIT_MS,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (check(value)) return value;
    if (Date.now() > deadline)
      throw new Error(`condition not met in ${timeoutMs} ms: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** A session as POST /api/sessions answers it: the code and the two tokens. */
export interface NewParty {
  code: string;
  screen_token: string;
  join_token: string;
}

/**
 * A new party and its screen, as the TV makes them: POST /api/sessions, then a socket that joins
 * with the screen token (the only thing that makes a device the session's screen). `headers` go
 * with both, e.g. an X-Forwarded-For giving the screen its address behind TRUST_PROXY.
 */
export async function connectScreen(
  url: string,
  options: DeviceOptions = {},
): Promise<{ screen: Device; party: NewParty }> {
  const response = await fetch(`${url}/api/sessions`, {
    method: "POST",
    ...(options.headers ? { headers: options.headers } : {}),
  });
  if (response.status !== 201) throw new Error(`POST /api/sessions: ${response.status}`);
  const party = (await response.json()) as NewParty;
  const screen = await connectDevice(url, { device: "screen", ...options });
  await screen.join(party.code, { screen_token: party.screen_token });
  return { screen, party };
}
