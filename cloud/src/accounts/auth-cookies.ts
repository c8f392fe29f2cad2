// The cookies of accounts: the login session and a Google sign-in in progress. HttpOnly,
// SameSite=Lax, path /, and Secure when PUBLIC_URL is https or the request came over https.
import type { Context } from "koa";

export const SESSION_COOKIE = "encore_session";
export const OIDC_FLOW_COOKIE = "encore_oidc";

export interface CookieJar {
  get(ctx: Context, name: string): string | undefined;
  set(ctx: Context, name: string, value: string, expiresAt: Date): void;
  clear(ctx: Context, name: string): void;
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
    get: (ctx, name) => ctx.cookies.get(name) || undefined,
    set(ctx, name, value, expiresAt) {
      ctx.cookies.set(name, value, { ...options(ctx), expires: expiresAt });
    },
    clear(ctx, name) {
      ctx.cookies.set(name, null, { ...options(ctx), expires: new Date(0) });
    },
  };
}
