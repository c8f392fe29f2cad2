// Which web pages may open a socket at /ws. A browser names the page's origin in Origin on every
// socket.io request (polling and the WebSocket upgrade); only the cloud's own origin (the Host the
// request came to, by its scheme) and PUBLIC_URL's may connect, and only they are told so in
// Access-Control-Allow-Origin. Clients that send no Origin (native apps, tests, curl) are not a
// browser page carrying someone's cookie, and connect.
import type { IncomingMessage } from "node:http";
import type { ServerOptions } from "socket.io";
import { ownOrigin } from "./client-address.js";

export const SOCKET_ORIGIN_REFUSED = "Connections from this origin are not allowed";

export function socketOriginAllowed(
  request: IncomingMessage,
  publicUrl: string,
  trustProxy: boolean,
): boolean {
  const origin = request.headers.origin;
  if (origin === undefined) return true;
  return origin === new URL(publicUrl).origin || origin === ownOrigin(request, trustProxy);
}

/** socket.io's `allowRequest` (refuses the handshake, 403) and `cors` (echoes allowed origins only). */
export function socketOriginOptions(
  publicUrl: string,
  trustProxy: boolean,
): Pick<ServerOptions, "allowRequest" | "cors"> {
  return {
    allowRequest(request, callback) {
      const allowed = socketOriginAllowed(request, publicUrl, trustProxy);
      callback(allowed ? null : SOCKET_ORIGIN_REFUSED, allowed);
    },
    cors(request, callback) {
      const allowed = socketOriginAllowed(request as IncomingMessage, publicUrl, trustProxy);
      callback(null, { origin: allowed ? request.headers.origin : false, credentials: true });
    },
  };
}
