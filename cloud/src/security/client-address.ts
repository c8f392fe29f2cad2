// Who a raw Node request comes from, the way the Koa app reads it (app.ts): without a trusted
// proxy, the connection's own address and scheme; behind one (TRUST_PROXY), the last
// X-Forwarded-For entry (the one the proxy wrote), the first X-Forwarded-Proto and -Host. socket.io
// answers /ws before Koa sees the request, so the socket side asks here.
import type { IncomingMessage } from "node:http";
import { isIPv6 } from "node:net";

function header(request: IncomingMessage, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value.join(",") : value;
}

/** The client's address, as Koa's ctx.ip with `proxy: trustProxy, maxIpsCount: 1`. */
export function clientAddress(request: IncomingMessage, trustProxy: boolean): string {
  if (trustProxy) {
    const last = header(request, "x-forwarded-for")?.split(",").at(-1)?.trim();
    if (last) return last;
  }
  return request.socket.remoteAddress ?? "unknown";
}

/** The scheme and host this request came to, as the browser sees it (Koa's protocol and host). */
export function ownOrigin(request: IncomingMessage, trustProxy: boolean): string {
  const encrypted = "encrypted" in request.socket && request.socket.encrypted === true;
  let scheme = encrypted ? "https" : "http";
  let host = header(request, "host") ?? "";
  if (trustProxy) {
    const proto = header(request, "x-forwarded-proto")?.split(",")[0]?.trim();
    if (proto) scheme = proto;
    const forwardedHost = header(request, "x-forwarded-host")?.split(",")[0]?.trim();
    if (forwardedHost) host = forwardedHost;
  }
  return `${scheme}://${host}`;
}

/** Expands an IPv6 address to its eight groups ('::1' → 0:0:0:0:0:0:0:1). */
function ipv6Groups(address: string): string[] {
  const [head = "", tail] = address.split("::");
  const split = (part: string) => (part === "" ? [] : part.split(":"));
  const left = split(head);
  const right = tail === undefined ? [] : split(tail);
  const missing = 8 - left.length - right.length;
  return [...left, ...Array.from({ length: Math.max(0, missing) }, () => "0"), ...right];
}

/**
 * What a per-address limit counts by. One IPv6 subscriber gets a whole /64 (2^64 addresses), so
 * IPv6 is counted by its /64; an IPv4 address, also when mapped into IPv6, by itself.
 */
export function addressKey(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped?.[1]) return mapped[1];
  const bare = address.split("%")[0] ?? address; // a zone (fe80::1%eth0)
  if (!isIPv6(bare)) return address;
  const groups = ipv6Groups(bare.toLowerCase()).slice(0, 4);
  return `${groups.map((group) => group.replace(/^0+(?=.)/, "")).join(":")}::/64`;
}
