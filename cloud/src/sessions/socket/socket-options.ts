import { SOCKET_PATH } from "@encore/shared";
import type { ServerOptions } from "socket.io";

/**
 * The transport's ceiling on one message, far above a command's own (MAX_COMMAND_BYTES, refused
 * with an ERROR): anything a client might send by mistake is read and answered. Above it the
 * transport closes the connection before socket.io sees the message (docs/decisions.md, Limits);
 * it bounds what one socket can make the cloud buffer.
 */
export const MAX_SOCKET_MESSAGE_BYTES = 1024 * 1024;

/** socket.io's settings for the relay (also used by bench/relay's bare floor). */
export const SOCKET_SERVER_OPTIONS = {
  path: SOCKET_PATH,
  serveClient: false,
  maxHttpBufferSize: MAX_SOCKET_MESSAGE_BYTES,
  pingInterval: 10_000,
  pingTimeout: 10_000,
  // No connection state recovery: it keeps every broadcast of the last 2-3 minutes in memory
  // (and scans them all at each reconnection), which under load held 100 MB and made garbage
  // collection pause for 100 ms and more. A device that reconnects joins again and gets the whole
  // state in SESSION_JOINED instead (docs/decisions.md, docs/performance.md).
  // Which origins may connect: security/socket-origin.ts, added by the sessions feature.
} satisfies Partial<ServerOptions>;
