// The client's address as the rate limits and play counts see it, for a raw Node request (a
// socket.io handshake): the connection's, or behind one trusted proxy (TRUST_PROXY) the last
// X-Forwarded-For entry, which that proxy wrote. The same rule Koa applies to ctx.ip (app.ts).
import type { IncomingHttpHeaders } from "node:http";

export function clientAddress(
  headers: IncomingHttpHeaders,
  remoteAddress: string | undefined,
  trustProxy: boolean,
): string {
  if (trustProxy) {
    const forwarded = headers["x-forwarded-for"];
    const list = Array.isArray(forwarded) ? forwarded.join(",") : (forwarded ?? "");
    const last = list.split(",").at(-1)?.trim();
    if (last) return last;
  }
  return remoteAddress ?? "";
}
