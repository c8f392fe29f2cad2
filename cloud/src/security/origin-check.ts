// Cross-site request forgery guard: a write (any method but GET, HEAD, OPTIONS) that a browser
// says comes from another site is refused. Browsers name the page's origin in Origin (or at
// least Referer) on such requests; it must be PUBLIC_URL's origin or the request's own, and the
// request's own only when its host is one of the cloud's names (allowed-hosts.ts: a page on a
// domain rebound to the cloud's address is its "own" origin too). Clients that send neither
// (curl, native apps) are not browsers carrying someone's cookie, and pass.
import type { Middleware } from "koa";
import { forbidden } from "../http/errors.js";
import type { AllowedHosts } from "./allowed-hosts.js";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

export const CROSS_ORIGIN_MESSAGE = "Cross-origin request refused";

function originOfReferer(referer: string): string {
  try {
    return new URL(referer).origin;
  } catch {
    return "invalid";
  }
}

export function originCheck(publicUrl: string, allowed: AllowedHosts): Middleware {
  const publicOrigin = new URL(publicUrl).origin;
  return async (ctx, next) => {
    if (!SAFE_METHODS.has(ctx.method)) {
      const origin = ctx.get("Origin");
      const referer = ctx.get("Referer");
      const source = origin !== "" ? origin : referer !== "" ? originOfReferer(referer) : undefined;
      // This request's own scheme and host (behind a proxy, the forwarded ones). Not ctx.origin:
      // in Koa 3 that is the Origin header itself.
      const own = allowed.allows(ctx.host) ? `${ctx.protocol}://${ctx.host}` : undefined;
      if (source !== undefined && source !== publicOrigin && source !== own) {
        throw forbidden(CROSS_ORIGIN_MESSAGE, "cross_origin");
      }
    }
    await next();
  };
}
