// The auth calls (docs/protocol.md#calls): sign-up, sign-in, who am I, the account's language,
// sign-out, account deletion, verification and reset links, and Google sign-in. Thin: rules are
// in email-accounts.ts, google-accounts.ts and the shared schemas.
import Router from "@koa/router";
import {
  authCallbackBodySchema,
  authUrlQuerySchema,
  forgotPasswordBodySchema,
  resetPasswordBodySchema,
  signInBodySchema,
  signUpBodySchema,
  updateAccountBodySchema,
  verifyEmailBodySchema,
  type AuthUrlResponse,
  type MessageResponse,
  type UserResponse,
} from "@encore/shared";
import type { Context } from "koa";
import { badRequest, notFound } from "../http/errors.js";
import type { Languages } from "../i18n/languages.js";
import { validate } from "../http/validate.js";
import type { RateLimits } from "../security/rate-limits.js";
import { sameSecret } from "../security/secret-token.js";
import { deleteAccount } from "./account-deletion.js";
import { OIDC_FLOW_COOKIE, type CookieJar } from "./auth-cookies.js";
import { signedIn, type Auth } from "./auth.js";
import type { EmailAccounts } from "./email-accounts.js";
import type { KnownDevices } from "./known-devices.js";
import { userForGoogleIdentity } from "./google-accounts.js";
import { GOOGLE_MESSAGES, type GoogleSignIn } from "./google-sign-in.js";
import { saveOidcFlow, takeOidcFlow } from "./oidc-flows.js";
import { findUserById, updateUser, type Db } from "./user-repository.js";
import { presentUser } from "./user-presenter.js";

export interface AccountsDeps {
  db: Db;
  auth: Auth;
  cookies: CookieJar;
  emailAccounts: EmailAccounts;
  knownDevices: KnownDevices;
  rateLimits: RateLimits;
  /** The catalogues' languages: an account's language, and each request's for its mails. */
  languages: Languages;
  /** Undefined when GOOGLE_CLIENT_ID/SECRET are not set. */
  google: GoogleSignIn | undefined;
}

/** A link's rate-limit key: the token's public half, which names the link. */
function linkKey(token: string): string {
  return `link:${token.split(".")[0]?.slice(0, 64) ?? ""}`;
}

export function accountsRouter(deps: AccountsDeps): Router {
  const { db, auth, cookies, emailAccounts, knownDevices, rateLimits, languages } = deps;
  /** What the request's mails are written in when the account has no language. */
  const requestLanguage = (ctx: Context) => languages.ofRequest(ctx.get("Accept-Language"));
  const router = new Router({ prefix: "/auth" });

  function google(): GoogleSignIn {
    if (!deps.google) throw notFound(GOOGLE_MESSAGES.notConfigured, "google_not_configured");
    return deps.google;
  }

  function sendUser(ctx: Context, user: Parameters<typeof presentUser>[0]) {
    const body: UserResponse = { user: presentUser(user) };
    ctx.body = body;
  }

  router.post(
    "/signup",
    validate({ body: signUpBodySchema }, async ({ body }, ctx) => {
      await rateLimits.check("signUp", { address: ctx.ip, account: body.email });
      const message = await emailAccounts.signUp({
        ...body,
        returnTo: body.return_to,
        // A tag without a catalogue is dropped: the account follows each request's language.
        language: body.language === undefined ? null : languages.known(body.language),
        requestLanguage: requestLanguage(ctx),
      });
      const answer: MessageResponse = { message };
      ctx.status = 201;
      ctx.body = answer;
    }),
  );

  router.post(
    "/login",
    validate({ body: signInBodySchema }, async ({ body }, ctx) => {
      const who = {
        address: ctx.ip,
        account: body.email,
        knownDevice: await knownDevices.deviceOf(ctx, body.email),
      };
      await rateLimits.check("signIn", who);
      const user = await emailAccounts.signIn({
        ...body,
        returnTo: body.return_to,
        requestLanguage: requestLanguage(ctx),
      });
      await rateLimits.forgive("signIn", who);
      await auth.signIn(ctx, user.id);
      await knownDevices.remember(ctx, user.id);
      sendUser(ctx, user);
    }),
  );

  router.get("/me", async (ctx) => {
    sendUser(ctx, await auth.requireUser(ctx));
  });

  // The account's settings; a write, so the cross-origin guard covers it like every other.
  router.patch(
    "/me",
    signedIn(auth),
    validate({ body: updateAccountBodySchema }, async ({ body }, ctx) => {
      const user = await auth.requireUser(ctx);
      const language = body.language === null ? null : languages.known(body.language);
      if (body.language !== null && language === null) {
        const shown = body.language.slice(0, 40);
        throw badRequest(`Unknown language: ${shown}`, "unknown_language", { language: shown });
      }
      await updateUser(db, user.id, { language }, new Date());
      sendUser(ctx, (await findUserById(db, user.id)) ?? { ...user, language });
    }),
  );

  router.post("/logout", async (ctx) => {
    await auth.signOut(ctx);
    ctx.status = 204;
  });

  router.delete("/account", async (ctx) => {
    const user = await auth.requireUser(ctx);
    await deleteAccount(db, user);
    auth.forget(ctx);
    ctx.status = 204;
  });

  router.post(
    "/verify-email",
    validate({ body: verifyEmailBodySchema }, async ({ body }, ctx) => {
      await rateLimits.check("verifyEmail", { address: ctx.ip, account: linkKey(body.token) });
      const answer: MessageResponse = { message: await emailAccounts.verifyEmail(body.token) };
      ctx.body = answer;
    }),
  );

  router.post(
    "/forgot-password",
    validate({ body: forgotPasswordBodySchema }, async ({ body }, ctx) => {
      await rateLimits.check("forgotPassword", {
        address: ctx.ip,
        account: body.email,
        knownDevice: await knownDevices.deviceOf(ctx, body.email),
      });
      await emailAccounts.forgotPassword(body.email, body.return_to, requestLanguage(ctx));
      ctx.status = 204;
    }),
  );

  router.post(
    "/reset-password",
    validate({ body: resetPasswordBodySchema }, async ({ body }, ctx) => {
      await rateLimits.check("resetPassword", { address: ctx.ip, account: linkKey(body.token) });
      const message = await emailAccounts.resetPassword(body.token, body.password);
      const answer: MessageResponse = { message };
      ctx.body = answer;
    }),
  );

  router.get(
    "/url",
    validate({ query: authUrlQuerySchema }, async ({ query }, ctx) => {
      // The return path rides in the state, which comes back to /auth/callback (return-path.ts).
      const { authUrl, flow } = await google().start(query.return_to);
      const { token, expiresAt } = await saveOidcFlow(db, flow, new Date());
      cookies.set(ctx, OIDC_FLOW_COOKIE, token, expiresAt);
      const body: AuthUrlResponse = { auth_url: authUrl };
      ctx.body = body;
    }),
  );

  router.post(
    "/callback",
    validate({ body: authCallbackBodySchema }, async ({ body }, ctx) => {
      const provider = google();
      // The flow this browser started, used once whatever happens next.
      const cookie = cookies.get(ctx, OIDC_FLOW_COOKIE);
      cookies.clear(ctx, OIDC_FLOW_COOKIE);
      const flow = cookie ? await takeOidcFlow(db, cookie, new Date()) : undefined;
      if (!flow || !sameSecret(flow.state, body.state))
        throw badRequest(GOOGLE_MESSAGES.expired, "google_sign_in_expired");
      const identity = await provider.finish(body.code, body.state, flow, body.iss);
      const user = await userForGoogleIdentity(db, identity, new Date());
      await auth.signIn(ctx, user.id);
      await knownDevices.remember(ctx, user.id);
      sendUser(ctx, user);
    }),
  );

  return router;
}
