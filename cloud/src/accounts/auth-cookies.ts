// The cookies of accounts: the login session and a Google sign-in in progress. HttpOnly,
// SameSite=Lax, path /, and Secure when PUBLIC_URL is https or the request came over https.
// Every account cookie is read or written here, so here an answer that depends on who is
// signed in (or signs someone in or out) is marked `Cache-Control: no-store`: no proxy, CDN or
// browser cache keeps one user's answer for another (docs/security.md).
import type { Context } from "koa";

export const SESSION_COOKIE = "encore_session";
export const OIDC_FLOW_COOKIE = "encore_oidc";

export interface CookieJar {
  get(ctx: Context, name: string): string | undefined;
  set(ctx: Context, name: string, value: string, expiresAt: Date): void;
  clear(ctx: Context, name: string): void;
}

/** The answer depends on the browser's own cookies: never stored by any cache. */
function personal(ctx: Context): void {
  ctx.set("Cache-Control", "no-store");
}

export function authCookies(publicUrl: string): CookieJar {
  const publicIsHttps = new URL(publicUrl).protocol === "https:";
  function options(ctx: Context) {
    const secure = publicIsHttps || ctx.secure;
    // A TLS-terminating proxy that does not forward the scheme still serves users over https:
    // tell Koa's cookie jar so, or it refuses to write a Secure cookie.
    if (secure) ctx.cookies.secure = true;
    return { httpOnly: true, sameSite: "lax" as const, secure, path: "/", overwrite: true };
  }
  return {
    get(ctx, name) {
      personal(ctx);
      return ctx.cookies.get(name) || undefined;
    },
    set(ctx, name, value, expiresAt) {
      personal(ctx);
      ctx.cookies.set(name, value, { ...options(ctx), expires: expiresAt });
    },
    clear(ctx, name) {
      personal(ctx);
      ctx.cookies.set(name, null, { ...options(ctx), expires: new Date(0) });
    },
  };
}
