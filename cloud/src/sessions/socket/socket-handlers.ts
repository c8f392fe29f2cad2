// The socket protocol (docs/protocol.md): every event checked at the edge (its rate, its size,
// its payload parsed with the shared schemas), then a join (join-handler.ts), a new session, or
// a session command (command-handler.ts); bad input answers ERROR to the sender and changes
// nothing (socket-errors.ts).
import {
  clientEventSchemas,
  isClientEventName,
  MAX_COMMAND_BYTES,
  type ClientEventName,
} from "@encore/shared";
import { zodProblem } from "../../http/validate.js";
import { clientAddress } from "../../security/client-address.js";
import { createCommandHandler } from "./command-handler.js";
import { registerHandshake } from "./handshake.js";
import { createJoinHandler } from "./join-handler.js";
import { screenOwn } from "./screen-commands.js";
import type { SessionHandlerDeps } from "./session-handler-deps.js";
import { ERRORS, fail, type Ack } from "./socket-errors.js";
import type { SessionServer, SessionSocket } from "./socket-types.js";

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
  const { service, limiter, logger } = deps;
  const command = createCommandHandler(deps);
  const { join, announceLeaving } = createJoinHandler(io, deps);

  registerHandshake(io, deps);

  async function dispatch(
    socket: SessionSocket,
    event: ClientEventName,
    payload: unknown,
    ack: Ack | undefined,
  ) {
    try {
      // The screen's playback reports and its Pause and Resume have a budget of their own: the
      // TV's other commands (songs queued from it) never use up what keeps the party playing.
      await limiter.consume(screenOwn(socket, event) ? `${socket.id} screen` : socket.id);
    } catch {
      return fail(socket, ERRORS.tooFast, ack);
    }
    if (byteLength(payload) > MAX_COMMAND_BYTES) return fail(socket, ERRORS.tooLarge, ack);
    if (event === "JOIN_SESSION") {
      const parsed = clientEventSchemas.JOIN_SESSION.safeParse(payload);
      if (!parsed.success) return fail(socket, zodProblem(parsed.error), ack);
      const { code, token, screen_token } = parsed.data;
      return join(socket, code, ack, { token, screen_token });
    }
    if (event === "CREATE_SESSION") {
      const parsed = clientEventSchemas.CREATE_SESSION.safeParse(payload);
      if (!parsed.success) return fail(socket, zodProblem(parsed.error), ack);
      const refused = await deps.mayCreateSession(clientAddress(socket.request, deps.trustProxy));
      if (refused) return fail(socket, refused, ack);
      const session = await service.createWithTokens(parsed.data.moved_from, socket.id);
      socket.emit("SESSION_CREATED", session);
      return join(socket, session.code, ack, {}, true);
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
        const { payload, ack: asked } = splitArgs(args);
        // Counted and timed to its answer when metrics are on (docs/deploy.md, Metrics).
        const ack = deps.measureCommand?.(event, asked) ?? asked;
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
      announceLeaving(code, socket.data.screen);
    });
  });
}
