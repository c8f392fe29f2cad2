// What a socket is told when its event is refused: ERROR to the sender, and the same message, code
// and params in its acknowledgement when it asked for one (docs/protocol.md#error-codes).
import {
  MAX_COMMAND_BYTES,
  MAX_DEVICES_PER_SESSION,
  MAX_SOCKETS_PER_DEVICE,
  MAX_SOCKETS_PER_SESSION,
  NOT_JOINED,
  problem,
  type CommandAck,
  type Problem,
} from "@encore/shared";
import type { SessionSocket } from "./socket-types.js";

const pinWaitMinutes = (waitMs: number) => Math.max(1, Math.ceil(waitMs / 60_000));

export const ERRORS = {
  unknownEvent: (name: string) =>
    problem("unknown_event", `Unknown event: ${name.slice(0, 40)}`, { event: name.slice(0, 40) }),
  tooLarge: problem(
    "message_too_large",
    `Message too large (at most ${MAX_COMMAND_BYTES / 1024} KB)`,
    { max: MAX_COMMAND_BYTES / 1024 },
  ),
  tooFast: problem("too_many_commands", "Too many commands: slow down"),
  partyBacklog: problem(
    "party_backlog",
    "This party is sending commands faster than they can be applied: wait a moment and try again",
  ),
  notJoined: problem("not_joined", NOT_JOINED),
  full: problem("session_full", `This session already has ${MAX_DEVICES_PER_SESSION} devices`, {
    max: MAX_DEVICES_PER_SESSION,
  }),
  socketsFull: problem(
    "session_connections_full",
    `This session already has ${MAX_SOCKETS_PER_SESSION} connections`,
    { max: MAX_SOCKETS_PER_SESSION },
  ),
  deviceBusy: problem(
    "device_busy",
    `This device is already connected to this session ${MAX_SOCKETS_PER_DEVICE} times; close a tab and try again`,
    { max: MAX_SOCKETS_PER_DEVICE },
  ),
  internal: problem("something_went_wrong", "Something went wrong; please try again"),
  /** A join of a party whose screen started a new one (docs/protocol.md#session-moved). */
  sessionMoved: problem("session_moved", "This party has moved to a new code"),
  addressBusy: (most: number) =>
    problem(
      "address_busy",
      `Too many connections from this address (at most ${most}): close some and try again`,
      { max: most },
    ),
  notScreen: problem(
    "not_screen",
    "Only the session's screen reports on the video it plays: join with the screen's token (screen_token)",
  ),
  queueIdRequired: problem(
    "queue_id_required",
    "queue_id is required: name the song this report is about",
  ),
  tooManyPins: (waitMs: number) =>
    problem(
      "too_many_pins",
      `Too many wrong PINs: try again in ${pinWaitMinutes(waitMs)} minutes`,
      { minutes: pinWaitMinutes(waitMs) },
    ),
  tooManySingers: (waitS: number) =>
    problem("too_many_singers", "Too many new singers from here; try again in a few minutes", {
      minutes: Math.max(1, Math.ceil(waitS / 60)),
    }),
} as const satisfies Record<string, Problem | ((...args: never[]) => Problem)>;

/** The acknowledgement a client passes last when it wants an answer. */
export type Ack = (result: CommandAck) => void;

export function fail(socket: SessionSocket, refusal: Problem, ack?: Ack): void {
  const { message, code, params } = refusal;
  const body = params === undefined ? { message, code } : { message, code, params };
  socket.emit("ERROR", body);
  ack?.({ ok: false, ...body });
}

/**
 * A refused handshake's error: its message is socket.io's `connect_error` message, and its code
 * and params ride in the error's `data`, as in an ERROR.
 */
export function handshakeError(refusal: Problem): Error & { data: Omit<Problem, "message"> } {
  const { message, code, params } = refusal;
  return Object.assign(new Error(message), {
    data: params === undefined ? { code } : { code, params },
  });
}
