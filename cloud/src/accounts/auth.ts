// Who is asking: the user of the request's login session cookie, looked up once per request.
import type { Context, Middleware } from "koa";
import type { UserRow } from "../db/schema.js";
import { unauthorized } from "../http/errors.js";
import { SESSION_COOKIE, type CookieJar } from "./auth-cookies.js";
import { deleteExpiredRows } from "./expired-rows.js";
import { createLoginSession, deleteLoginSession, userOfLoginSession } from "./login-sessions.js";
import type { Db } from "./user-repository.js";

export interface Auth {
  /** The signed-in user, or undefined for a guest (or a dead cookie, which is then cleared). */
  userOf(ctx: Context): Promise<UserRow | undefined>;
  /** The signed-in user, or 401. */
  requireUser(ctx: Context): Promise<UserRow>;
  /** Starts a new login session (a new id at every sign-in) and sets its cookie. */
  signIn(ctx: Context, userId: number): Promise<void>;
  /** Revokes the request's login session and clears its cookie. */
  signOut(ctx: Context): Promise<void>;
  /** Clears the cookie only (after the user and their sessions are gone). */
  forget(ctx: Context): void;
}

const USER_KEY = Symbol("encore.user");

/** Route guard: 401 for guests before anything else of the request is looked at. */
export function signedIn(auth: Auth): Middleware {
  return async (ctx, next) => {
    await auth.requireUser(ctx);
    await next();
  };
}

export function createAuth(db: Db, cookies: CookieJar, now = () => new Date()): Auth {
  async function userOf(ctx: Context): Promise<UserRow | undefined> {
    const state = ctx.state as Record<symbol, Promise<UserRow | undefined> | undefined>;
    state[USER_KEY] ??= (async () => {
      const token = cookies.get(ctx, SESSION_COOKIE);
      if (!token) return undefined;
      const user = await userOfLoginSession(db, token, now());
      if (!user) cookies.clear(ctx, SESSION_COOKIE);
      return user;
    })();
    return state[USER_KEY];
  }

  return {
    userOf,
    async requireUser(ctx) {
      const user = await userOf(ctx);
      if (!user) throw unauthorized();
      return user;
    },
    async signIn(ctx, userId) {
      const at = now();
      // Whatever session this browser had ends: a fixed session id never outlives a sign-in.
      const previous = cookies.get(ctx, SESSION_COOKIE);
      if (previous) await deleteLoginSession(db, previous);
      await deleteExpiredRows(db, at);
      const { token, expiresAt } = await createLoginSession(db, userId, at);
      cookies.set(ctx, SESSION_COOKIE, token, expiresAt);
      (ctx.state as Record<symbol, unknown>)[USER_KEY] = undefined;
    },
    async signOut(ctx) {
      const token = cookies.get(ctx, SESSION_COOKIE);
      if (token) await deleteLoginSession(db, token);
      cookies.clear(ctx, SESSION_COOKIE);
    },
    forget(ctx) {
      cookies.clear(ctx, SESSION_COOKIE);
    },
  };
}
