// Email and password accounts: sign-up with a verification link, sign-in, forgotten passwords.
// No answer tells whether an address has an account: sign-up and forgot-password answer the same
// either way (the owner of an existing account gets a mail instead), and sign-in says only
// 'Invalid email or password' unless the password was right. Mails are written in the account's
// language, else in the request's (docs/protocol.md#languages).
import { ACCOUNT_MESSAGES, checkNewPassword, DEFAULT_LANGUAGE } from "@encore/shared";
import type { UserRow } from "../db/schema.js";
import { badRequest, forbidden, fromProblem, unauthorized } from "../http/errors.js";
import type { Logger } from "../logger.js";
import type { Mailer } from "../mail/mailer.js";
import {
  existingAccountMail,
  linkTo,
  passwordResetMail,
  verificationMail,
} from "./account-mails.js";
import { forgetUserDevices } from "./known-devices.js";
import { deleteUserLoginSessions } from "./login-sessions.js";
import { hashPassword, passwordMatches } from "./passwords.js";
import {
  createPasswordReset,
  deleteUserPasswordResets,
  takePasswordReset,
  userOfPasswordReset,
} from "./password-resets.js";
import {
  createSignupRequest,
  deleteSignupRequests,
  pendingSignups,
  takeSignupRequest,
} from "./signup-requests.js";
import {
  findUserByEmail,
  findUserById,
  insertUser,
  updateUser,
  type Db,
} from "./user-repository.js";

export const EMAIL_ACCOUNT_MESSAGES = {
  invalidCredentials: "Invalid email or password",
  verifyFirst:
    "Please verify your email address before signing in. We have sent you a new verification link.",
  invalidVerifyLink: "This verification link is invalid or has expired",
  invalidResetLink: "This password reset link is invalid or has expired",
} as const;

export interface EmailAccountsDeps {
  db: Db;
  mailer: Mailer;
  publicUrl: string;
  logger: Logger;
  now?: () => Date;
}

/**
 * Where a mailed link comes back to after its page: an app's own path, already checked
 * (return-path.ts); undefined keeps the screen's own flow.
 */
type ReturnTo = string | undefined;

/**
 * The language of the request (Accept-Language matched to the catalogues, languages.ts): what a
 * mail is written in when the account has no language of its own. English when not given.
 */
type RequestLanguage = string | undefined;

export interface EmailAccounts {
  /**
   * Always succeeds with the same message; see the file comment. `language`: the account's, as
   * chosen at sign-up (a catalogue's tag), or null.
   */
  signUp(input: {
    email: string;
    password: string;
    name: string;
    returnTo?: ReturnTo;
    language?: string | null;
    requestLanguage?: RequestLanguage;
  }): Promise<string>;
  /**
   * The user, or 401 for a wrong pair, or 403 for a right pair whose address is not verified (and
   * a fresh verification link, coming back to `returnTo`).
   */
  signIn(input: {
    email: string;
    password: string;
    returnTo?: ReturnTo;
    requestLanguage?: RequestLanguage;
  }): Promise<UserRow>;
  verifyEmail(token: string): Promise<string>;
  /** Mails a reset link when the address has an account; silent otherwise. */
  forgotPassword(
    email: string,
    returnTo?: ReturnTo,
    requestLanguage?: RequestLanguage,
  ): Promise<void>;
  resetPassword(token: string, password: string): Promise<string>;
}

export function createEmailAccounts(deps: EmailAccountsDeps): EmailAccounts {
  const { db, mailer, publicUrl, logger } = deps;
  const now = deps.now ?? (() => new Date());

  /** The account's language, else the request's, else English. */
  const mailIn = (...choices: (string | null | undefined)[]) => ({
    language: choices.find((choice) => choice) ?? DEFAULT_LANGUAGE,
  });

  async function sendVerification(
    request: { email: string; name: string; passwordHash: string; language: string | null },
    returnTo: ReturnTo,
    requestLanguage: RequestLanguage,
  ) {
    const token = await createSignupRequest(db, request, now());
    const link = linkTo(publicUrl, "/verify-email", token, returnTo);
    mailer.post(
      verificationMail(
        request.email,
        request.name,
        link,
        mailIn(request.language, requestLanguage),
      ),
    );
  }

  return {
    async signUp({ email, password, name, returnTo, language = null, requestLanguage }) {
      // Hashed either way, so both answers take as long.
      const passwordHash = await hashPassword(password);
      const existing = await findUserByEmail(db, email);
      if (existing) {
        const written = mailIn(existing.language, language, requestLanguage);
        mailer.post(existingAccountMail(email, existing.name, publicUrl, returnTo, written));
        logger.info({ userId: existing.id }, "sign-up of an address that has an account");
      } else {
        await sendVerification({ email, name, passwordHash, language }, returnTo, requestLanguage);
        logger.info("sign-up waiting for verification");
      }
      return ACCOUNT_MESSAGES.signedUp;
    },

    async signIn({ email, password, returnTo, requestLanguage }) {
      // Every path makes the same two lookups and checks exactly one hash (docs/decisions.md,
      // Hardening: an unverified sign-up used to cost two, which told it apart from an unknown
      // address): the account's, else the newest pending sign-up's, else a dummy one
      // (passwordMatches).
      const user = await findUserByEmail(db, email);
      const [newest] = await pendingSignups(db, email, now());
      const pending = user ? undefined : newest;
      const hash = user ? user.password_hash : (pending?.password_hash ?? null);
      if (await passwordMatches(hash, password)) {
        if (user) return user;
        if (pending) {
          // Right password of a sign-up not verified yet: say so, and send a fresh link.
          const again = {
            email,
            name: pending.name,
            passwordHash: pending.password_hash,
            language: pending.language,
          };
          await sendVerification(again, returnTo, requestLanguage);
          throw forbidden(EMAIL_ACCOUNT_MESSAGES.verifyFirst, "email_not_verified");
        }
      }
      throw unauthorized(EMAIL_ACCOUNT_MESSAGES.invalidCredentials, "invalid_credentials");
    },

    async verifyEmail(token) {
      const request = await takeSignupRequest(db, token, now());
      if (!request)
        throw badRequest(EMAIL_ACCOUNT_MESSAGES.invalidVerifyLink, "verify_link_invalid");
      const at = now();
      const existing = await findUserByEmail(db, request.email);
      if (existing) {
        // The address got an account meanwhile (another link, or Google): whoever reads its mail
        // chose this password.
        await updateUser(db, existing.id, { password_hash: request.password_hash }, at);
      } else {
        const created = await insertUser(
          db,
          {
            email: request.email,
            name: request.name,
            passwordHash: request.password_hash,
            emailVerifiedAt: at.toISOString(),
            googleSubject: null,
            pictureUrl: null,
            language: request.language,
          },
          at,
        );
        logger.info({ userId: created?.id }, "account created");
      }
      await deleteSignupRequests(db, request.email);
      return ACCOUNT_MESSAGES.emailVerified;
    },

    async forgotPassword(email, returnTo, requestLanguage) {
      const user = await findUserByEmail(db, email);
      if (!user) return;
      const token = await createPasswordReset(db, user.id, now());
      const link = linkTo(publicUrl, "/reset-password", token, returnTo);
      mailer.post(
        passwordResetMail(email, user.name, link, mailIn(user.language, requestLanguage)),
      );
      logger.info({ userId: user.id }, "password reset link sent");
    },

    async resetPassword(token, password) {
      // A dead link first: no point choosing a password for it. The link survives a refused
      // password, so the user can try another.
      const userId = await userOfPasswordReset(db, token, now());
      const user = userId === undefined ? undefined : await findUserById(db, userId);
      if (!user) throw badRequest(EMAIL_ACCOUNT_MESSAGES.invalidResetLink, "reset_link_invalid");
      const problem = checkNewPassword(password);
      if (problem) throw fromProblem(400, problem);
      const passwordHash = await hashPassword(password);
      if (!(await takePasswordReset(db, token))) {
        throw badRequest(EMAIL_ACCOUNT_MESSAGES.invalidResetLink, "reset_link_invalid");
      }
      await updateUser(db, user.id, { password_hash: passwordHash }, now());
      // Every other link and every signed-in browser ends with the old password.
      await deleteUserPasswordResets(db, user.id);
      await deleteUserLoginSessions(db, user.id);
      await forgetUserDevices(db, user.id);
      logger.info({ userId: user.id }, "password reset");
      return ACCOUNT_MESSAGES.passwordReset;
    },
  };
}
