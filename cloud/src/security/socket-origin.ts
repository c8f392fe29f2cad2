// Which web pages may open a socket at /ws. First, the request must be addressed to one of the
// cloud's names (allowed-hosts.ts: a page on a domain rebound to the cloud's address is refused
// whatever it sends). Then a browser names the page's origin in Origin on every socket.io request
// (polling and the WebSocket upgrade); only the cloud's own origin (the Host the request came to,
// by its scheme) and PUBLIC_URL's may connect, and only they are told so in
// Access-Control-Allow-Origin. Clients that send no Origin (native apps, tests, curl) are not a
// browser page carrying someone's cookie, and connect.
import type { IncomingMessage } from "node:http";
import type { ServerOptions } from "socket.io";
import { hostRefusedMessage, refusedHost, type AllowedHosts } from "./allowed-hosts.js";
import { ownOrigin } from "./client-address.js";

export const SOCKET_ORIGIN_REFUSED = "Connections from this origin are not allowed";

export interface SocketOriginPolicy {
  publicUrl: string;
  trustProxy: boolean;
  allowedHosts: AllowedHosts;
}

export function socketOriginAllowed(request: IncomingMessage, policy: SocketOriginPolicy): boolean {
  const origin = request.headers.origin;
  if (origin === undefined) return true;
  return (
    origin === new URL(policy.publicUrl).origin || origin === ownOrigin(request, policy.trustProxy)
  );
}

/** Why a handshake is refused (a wrong name first, then a foreign page), or null. */
export function socketRefusal(request: IncomingMessage, policy: SocketOriginPolicy): string | null {
  const host = refusedHost(request, policy.trustProxy, policy.allowedHosts);
  if (host !== undefined) return hostRefusedMessage(host);
  return socketOriginAllowed(request, policy) ? null : SOCKET_ORIGIN_REFUSED;
}

/** socket.io's `allowRequest` (refuses the handshake, 403) and `cors` (echoes allowed origins only). */
export function socketOriginOptions(
  policy: SocketOriginPolicy,
): Pick<ServerOptions, "allowRequest" | "cors"> {
  return {
    allowRequest(request, callback) {
      const refusal = socketRefusal(request, policy);
      callback(refusal, refusal === null);
    },
    cors(request, callback) {
      const allowed = socketRefusal(request as IncomingMessage, policy) === null;
      callback(null, { origin: allowed ? request.headers.origin : false, credentials: true });
    },
  };
}
