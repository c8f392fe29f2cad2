// The socket protocol of CONTRACT §4: every payload parsed with the shared schemas at the edge,
// then handed to the session service; bad input answers ERROR to the sender and changes nothing.
import {
  clientEventSchemas,
  handshakeSchema,
  isClientEventName,
  MAX_COMMAND_BYTES,
  MAX_DEVICES_PER_SESSION,
  MAX_SOCKETS_PER_DEVICE,
  MAX_SOCKETS_PER_SESSION,
  normalizeSessionCode,
  NOT_JOINED,
  SESSION_NOT_FOUND,
  type ClientEventName,
  type CommandAck,
  type SessionCommandName,
} from "@encore/shared";
import type { RateLimiterMemory } from "rate-limiter-flexible";
import { describeZodError } from "../../http/validate.js";
import type { Logger } from "../../logger.js";
import { addressKey, clientAddress } from "../../security/client-address.js";
import {
  tooManyWrongCodesMessage,
  type Joiner,
  type JoinLimits,
} from "../../security/join-limits.js";
import type { SessionLock } from "../session-lock.js";
import type { SessionService } from "../session-service.js";
import { joinedEvent } from "../session-snapshot.js";
import { identify, type AccountOfToken } from "./handshake-identity.js";
import type { Members, Presence } from "./presence.js";
import { toRequest } from "./to-request.js";
import type { VideoErrorReporter } from "../video-failures.js";
import { sessionRoom, type SessionServer, type SessionSocket } from "./socket-types.js";

export const ERRORS = {
  unknownEvent: (name: string) => `Unknown event: ${name.slice(0, 40)}`,
  tooLarge: `Message too large (at most ${MAX_COMMAND_BYTES / 1024} KB)`,
  tooFast: "Too many commands: slow down",
  partyTooFast: "This party is sending too many commands at once: wait a moment and try again",
  notJoined: NOT_JOINED,
  full: `This session already has ${MAX_DEVICES_PER_SESSION} devices`,
  socketsFull: `This session already has ${MAX_SOCKETS_PER_SESSION} connections`,
  deviceBusy: `This device is already connected to this session ${MAX_SOCKETS_PER_DEVICE} times; close a tab and try again`,
  internal: "Something went wrong; please try again",
} as const;

type Ack = (result: CommandAck) => void;

export interface SessionHandlerDeps {
  service: SessionService;
  /** The lock the service runs a session's commands under; joins take it too. */
  lock: SessionLock;
  presence: Presence;
  limiter: RateLimiterMemory;
  /** Null when this address may start another party, else why not (the HTTP call's limit). */
  mayCreateSession: (address: string) => Promise<string | null>;
  /** Commands per session, whoever sends them: one party cannot take the instance's time. */
  sessionLimiter: RateLimiterMemory;
  /** Wrong session codes, counted per address and per socket (security/join-limits.ts). */
  joinLimits: JoinLimits;
  /** The signed-in user of a login cookie sent with the handshake. */
  accountOf: AccountOfToken;
  /** Behind one trusted proxy, the client's address is its last X-Forwarded-For entry. */
  trustProxy: boolean;
  onActivity: (codes: string[]) => void;
  /** Told of every VIDEO_ERROR before it is applied (it may hide the song: video-failures.ts). */
  onVideoError?: VideoErrorReporter;
  logger: Logger;
}

/**
 * Why a socket may not join a session now, or null. A socket joining again the session it is in
 * takes no new place; a device already in takes no new device's place, but its sockets are capped
 * (a reused device_id must not let a crowd in), and so are the session's.
 */
export function capRefusal(members: Members, deviceId: string, inRoom: boolean): string | null {
  if (inRoom) return null;
  const mine = members.socketsPerDevice.get(deviceId) ?? 0;
  if (mine === 0 && members.socketsPerDevice.size >= MAX_DEVICES_PER_SESSION) return ERRORS.full;
  if (members.sockets >= MAX_SOCKETS_PER_SESSION) return ERRORS.socketsFull;
  if (mine >= MAX_SOCKETS_PER_DEVICE) return ERRORS.deviceBusy;
  return null;
}

/** socket.io passes the payload and, when the client asked for one, an acknowledgement last. */
function splitArgs(args: unknown[]): { payload: unknown; ack: Ack | undefined } {
  const last = args.at(-1);
  const ack = typeof last === "function" ? (last as Ack) : undefined;
  const payload = ack && args.length === 1 ? undefined : args[0];
  return { payload: payload ?? {}, ack };
}

function byteLength(payload: unknown): number {
  try {
    return Buffer.byteLength(JSON.stringify(payload) ?? "");
  } catch {
    return Number.POSITIVE_INFINITY;
  }
}

export function registerSessionHandlers(io: SessionServer, deps: SessionHandlerDeps): void {
  const { service, lock, presence, limiter, joinLimits, logger } = deps;

  io.use((socket, next) => {
    const parsed = handshakeSchema.safeParse(socket.handshake.query);
    if (!parsed.success) {
      next(new Error(`Invalid handshake: ${describeZodError(parsed.error)}`));
      return;
    }
    // The query's picture_url is never used: a picture comes from the account only.
    const { device, device_id, name } = parsed.data;
    identify(socket.request, name, deps.accountOf).then(
      (identity) => {
        socket.data = {
          device,
          deviceId: device_id ?? socket.id,
          ...identity,
          addressKey: addressKey(clientAddress(socket.request, deps.trustProxy)),
          sessionCode: null,
        };
        next();
      },
      (error: unknown) => {
        logger.error({ err: error }, "could not read a socket's login session");
        next(new Error(ERRORS.internal));
      },
    );
  });

  const joinerOf = (socket: SessionSocket): Joiner => ({
    address: socket.data.addressKey,
    socket: socket.id,
  });

  function fail(socket: SessionSocket, message: string, ack?: Ack): void {
    socket.emit("ERROR", { message });
    ack?.({ ok: false, message });
  }

  async function announce(code: string, event: "DEVICE_JOINED" | "DEVICE_LEFT"): Promise<void> {
    const deviceCount = await presence.deviceCount(code);
    io.to(sessionRoom(code)).emit(event, { device_count: deviceCount });
  }

  /** A device gone from a session is told to those left; failing to tell them fails nothing. */
  function announceLeaving(code: string): void {
    announce(code, "DEVICE_LEFT").catch((error: unknown) => {
      logger.warn({ err: error }, "could not announce a device leaving");
    });
  }

  /**
   * Counts, checks the cap and joins under the session's lock (across instances on PostgreSQL):
   * joins that overlapped would each count 49 and all get in. With one instance no command
   * commits under it either; with several, commands of other instances may, which the second
   * read below covers.
   * Answers the session this socket left for it, a refusal, or null when the socket went away.
   */
  function joinLocked(
    socket: SessionSocket,
    code: string,
    limited: boolean,
  ): Promise<{ left: string | null } | { refused: string; unknown?: true } | null> {
    return lock.run(code, async () => {
      const stored = await service.getVersioned(code);
      if (!stored) return { refused: SESSION_NOT_FOUND, unknown: true };
      // Asked again now that the code is known to be right: wrong codes sent alongside it may
      // have used up this client's guesses meanwhile (a burst from many sockets at once).
      const wait = limited ? await joinLimits.blockedFor(joinerOf(socket)) : null;
      if (wait !== null) return { refused: tooManyWrongCodesMessage(wait) };
      const members = await presence.members(code);
      const inRoom = socket.rooms.has(sessionRoom(code));
      const refusal = capRefusal(members, socket.data.deviceId, inRoom);
      if (refusal) return { refused: refusal };
      const already = members.socketsPerDevice.has(socket.data.deviceId);
      // Gone while it waited for the lock: joining now would leave its id in the room for good.
      if (!socket.connected) return null;
      const previous = socket.data.sessionCode;
      const left = previous && previous !== code ? previous : null;
      if (left) await socket.leave(sessionRoom(left));
      await socket.join(sessionRoom(code));
      socket.data.sessionCode = code;
      const deviceCount = members.socketsPerDevice.size + (already ? 0 : 1);
      socket.emit("SESSION_JOINED", joinedEvent(code, stored.state, stored.version, deviceCount));
      io.to(sessionRoom(code)).emit("DEVICE_JOINED", { device_count: deviceCount });
      // Another instance's command may have committed since the read (commands take no lock
      // there, advisory-lock.ts): its events missed this socket, or reached it before the snapshot
      // and were dropped. Read after the snapshot went out, such a command shows, and the newer
      // state goes out as a snapshot too.
      const fresh = await service.getVersioned(code);
      if (fresh && fresh.version !== stored.version && socket.connected)
        socket.emit("SESSION_JOINED", joinedEvent(code, fresh.state, fresh.version, deviceCount));
      return { left };
    });
  }

  /**
   * Joins a session by its code. A code typed by someone (`limited`) counts as a guess when no
   * session has it, and a client that has used up its guesses is refused whatever it sends; the
   * code of a session the socket just created is not a guess.
   */
  async function join(
    socket: SessionSocket,
    rawCode: string,
    ack: Ack | undefined,
    limited = true,
  ): Promise<void> {
    const code = normalizeSessionCode(rawCode);
    // Not a code at all: it cannot find a session, so it is no guess either.
    if (!code) return fail(socket, SESSION_NOT_FOUND, ack);
    const joiner = joinerOf(socket);
    const wait = limited ? await joinLimits.blockedFor(joiner) : null;
    if (wait !== null) return fail(socket, tooManyWrongCodesMessage(wait), ack);
    const joined = await joinLocked(socket, code, limited);
    if (!joined) return;
    if ("unknown" in joined) {
      const blocked = await joinLimits.wrongCode(joiner);
      return fail(
        socket,
        blocked === null ? joined.refused : tooManyWrongCodesMessage(blocked),
        ack,
      );
    }
    if ("refused" in joined) return fail(socket, joined.refused, ack);
    deps.onActivity([code]);
    ack?.({ ok: true });
    if (joined.left) announceLeaving(joined.left);
  }

  function addressOf(socket: SessionSocket): string {
    return clientAddress(socket.request, deps.trustProxy);
  }

  async function command(
    socket: SessionSocket,
    event: SessionCommandName,
    payload: unknown,
    ack?: Ack,
  ) {
    const code = socket.data.sessionCode;
    if (!code) return fail(socket, ERRORS.notJoined, ack);
    const parsed = clientEventSchemas[event].safeParse(payload);
    if (!parsed.success) return fail(socket, describeZodError(parsed.error), ack);
    try {
      await deps.sessionLimiter.consume(code);
    } catch {
      return fail(socket, ERRORS.partyTooFast, ack);
    }
    const opId = (parsed.data as { op_id?: string }).op_id;
    const origin = { address: addressOf(socket) };
    const request = toRequest(event, parsed.data, socket.data);
    if (event === "VIDEO_ERROR" && deps.onVideoError) {
      const { queue_id, code: errorCode } = parsed.data as { queue_id?: string; code?: number };
      // Before the command: while the song is still the session's current one. A report that
      // cannot be recorded never keeps the session from moving on.
      await deps
        .onVideoError({
          sessionCode: code,
          queueId: queue_id,
          errorCode,
          device: socket.data.device,
          deviceId: socket.data.deviceId,
        })
        .catch((error: unknown) => logger.error({ err: error }, "could not record a video error"));
    }
    const outcome = await service.execute(code, request, opId, origin);
    if (outcome.ok) {
      ack?.({ ok: true, ...(outcome.duplicate ? { duplicate: true } : {}) });
      return;
    }
    fail(socket, outcome.message, ack);
    // A command refused because the queue moved on gets the fresh state with it.
    if (outcome.freshState) {
      const deviceCount = await presence.deviceCount(code);
      socket.emit(
        "SESSION_JOINED",
        joinedEvent(code, outcome.freshState, outcome.version, deviceCount),
      );
    }
  }

  async function dispatch(
    socket: SessionSocket,
    event: ClientEventName,
    payload: unknown,
    ack: Ack | undefined,
  ) {
    try {
      await limiter.consume(socket.id);
    } catch {
      return fail(socket, ERRORS.tooFast, ack);
    }
    if (byteLength(payload) > MAX_COMMAND_BYTES) return fail(socket, ERRORS.tooLarge, ack);
    if (event === "JOIN_SESSION") {
      const parsed = clientEventSchemas.JOIN_SESSION.safeParse(payload);
      if (!parsed.success) return fail(socket, describeZodError(parsed.error), ack);
      return join(socket, parsed.data.code, ack);
    }
    if (event === "CREATE_SESSION") {
      const parsed = clientEventSchemas.CREATE_SESSION.safeParse(payload);
      if (!parsed.success) return fail(socket, describeZodError(parsed.error), ack);
      const refused = await deps.mayCreateSession(addressOf(socket));
      if (refused) return fail(socket, refused, ack);
      const code = await service.create();
      socket.emit("SESSION_CREATED", { code });
      return join(socket, code, ack, false);
    }
    return command(socket, event, payload, ack);
  }

  io.on("connection", (socket) => {
    socket.onAny((event: unknown, ...args: unknown[]) => {
      const name = String(event);
      if (isClientEventName(name)) return;
      const { ack } = splitArgs(args);
      fail(socket, ERRORS.unknownEvent(name), ack);
    });
    for (const event of Object.keys(clientEventSchemas) as ClientEventName[]) {
      const listen = socket.on.bind(socket) as (
        name: string,
        listener: (...args: unknown[]) => void,
      ) => void;
      listen(event, (...args: unknown[]) => {
        const { payload, ack } = splitArgs(args);
        dispatch(socket, event, payload, ack).catch((error: unknown) => {
          logger.error({ err: error, event }, "socket command failed");
          fail(socket, ERRORS.internal, ack);
        });
      });
    }
    socket.on("disconnect", (reason) => {
      const code = socket.data.sessionCode;
      // An instance shutting down drops every socket at once; its devices reconnect elsewhere and
      // are counted there. Announcing each would reach for Redis and the database as they close.
      if (!code || reason === "server shutting down") return;
      deps.onActivity([code]);
      announceLeaving(code);
    });
  });
}
