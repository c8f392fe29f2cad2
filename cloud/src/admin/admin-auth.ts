// The operator's access (docs/admin.md, Access): the password checked in constant time, and the
// `encore_admin` cookie of a sign-in kept in the database (admin-sessions.ts). The cookie is the
// operator's alone: HttpOnly, SameSite=Strict and sent only to /api/admin, so it opens nothing
// else, and no account cookie opens anything here.
import { problem } from "@encore/shared";
import type { Context, Middleware } from "koa";
import type { Kysely } from "kysely";
import type { Database } from "../db/schema.js";
import { fromProblem } from "../http/errors.js";
import { sameSecret } from "../security/secret-token.js";
import {
  createAdminSession,
  deleteAdminSession,
  deleteExpiredAdminSessions,
  isAdminSession,
} from "./admin-sessions.js";

export const ADMIN_COOKIE = "encore_admin";
/** Where the cookie goes: the admin calls and nowhere else. */
export const ADMIN_COOKIE_PATH = "/api/admin";

export const ADMIN_PROBLEMS = {
  signIn: problem("admin_sign_in", "Sign in with the operator password"),
  wrongPassword: problem("wrong_admin_password", "Wrong operator password"),
} as const;

export interface AdminAuth {
  /** Route guard: 401 `admin_sign_in` before anything else of the request is looked at. */
  operatorOnly: Middleware;
  /** Checks the password (401 `wrong_admin_password`), then starts a sign-in and sets its cookie. */
  signIn(ctx: Context, password: string): Promise<void>;
  /** Ends the request's sign-in and clears its cookie. */
  signOut(ctx: Context): Promise<void>;
}

export interface AdminAuthOptions {
  db: Kysely<Database>;
  password: string;
  /** PUBLIC_URL: an https one makes the cookie Secure whatever the request's scheme. */
  publicUrl: string;
  now?: () => Date;
}

export function createAdminAuth(options: AdminAuthOptions): AdminAuth {
  const { db, password } = options;
  const now = options.now ?? (() => new Date());
  const publicIsHttps = new URL(options.publicUrl).protocol === "https:";

  function setCookie(ctx: Context, value: string | null, expires: Date): void {
    const secure = publicIsHttps || ctx.secure;
    // Behind a TLS proxy that does not forward the scheme, Koa would refuse a Secure cookie.
    if (secure) ctx.cookies.secure = true;
    ctx.cookies.set(ADMIN_COOKIE, value, {
      httpOnly: true,
      sameSite: "strict",
      secure,
      path: ADMIN_COOKIE_PATH,
      expires,
      overwrite: true,
    });
  }
  const clearCookie = (ctx: Context) => setCookie(ctx, null, new Date(0));

  return {
    async operatorOnly(ctx, next) {
      // Every answer here is the operator's own: no cache keeps one.
      ctx.set("Cache-Control", "no-store");
      const token = ctx.cookies.get(ADMIN_COOKIE);
      if (!token || !(await isAdminSession(db, token, now()))) {
        if (token) clearCookie(ctx);
        throw fromProblem(401, ADMIN_PROBLEMS.signIn);
      }
      await next();
    },

    async signIn(ctx, given) {
      ctx.set("Cache-Control", "no-store");
      if (!sameSecret(given, password)) throw fromProblem(401, ADMIN_PROBLEMS.wrongPassword);
      const at = now();
      // Whatever sign-in this browser had ends: a fixed cookie never outlives a sign-in.
      const previous = ctx.cookies.get(ADMIN_COOKIE);
      if (previous) await deleteAdminSession(db, previous);
      await deleteExpiredAdminSessions(db, at);
      const { token, expiresAt } = await createAdminSession(db, at);
      setCookie(ctx, token, expiresAt);
    },

    async signOut(ctx) {
      const token = ctx.cookies.get(ADMIN_COOKIE);
      if (token) await deleteAdminSession(db, token);
      clearCookie(ctx);
    },
  };
}
