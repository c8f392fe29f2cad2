import { SOCKET_PATH } from "@encore/shared";
import type { ServerOptions } from "socket.io";

/** socket.io's settings for the relay (also used by bench/relay's bare floor). */
export const SOCKET_SERVER_OPTIONS = {
  path: SOCKET_PATH,
  serveClient: false,
  // A transport-level ceiling; commands have their own, smaller one with a clear ERROR.
  maxHttpBufferSize: 64 * 1024,
  pingInterval: 10_000,
  pingTimeout: 10_000,
  connectionStateRecovery: { maxDisconnectionDuration: 2 * 60_000, skipMiddlewares: true },
  cors: { origin: true, credentials: true },
} satisfies Partial<ServerOptions>;
