// The socket.io event maps, derived from the schemas, for `Server<…>` and `Socket<…>` on both
// ends: no event name or payload shape is typed twice.
import type { ClientEvents, CommandAck } from "./client-events.js";
import type { ServerEvents } from "./server-events.js";

export type ClientToServerEvents = {
  [E in keyof ClientEvents]: (data: ClientEvents[E], ack?: (result: CommandAck) => void) => void;
};

export type ServerToClientEvents = {
  [E in keyof ServerEvents]: (data: ServerEvents[E]) => void;
};

export const SOCKET_PATH = "/ws";
