// Assembles accounts for the app: cookies, who is signed in, email accounts and Google sign-in.
import type { Config } from "../config.js";
import { createLanguages, type Languages } from "../i18n/languages.js";
import type { Logger } from "../logger.js";
import type { Mailer } from "../mail/mailer.js";
import { authCookies, type CookieJar } from "./auth-cookies.js";
import { createAuth, type Auth } from "./auth.js";
import { createEmailAccounts, type EmailAccounts } from "./email-accounts.js";
import { createGoogleSignIn, type GoogleSignIn } from "./google-sign-in.js";
import { createKnownDevices, type KnownDevices } from "./known-devices.js";
import type { Db } from "./user-repository.js";

export interface AccountServices {
  auth: Auth;
  cookies: CookieJar;
  emailAccounts: EmailAccounts;
  knownDevices: KnownDevices;
  /** The languages of the message catalogues, read once here, at start. */
  languages: Languages;
  /** Undefined when GOOGLE_CLIENT_ID/SECRET are not set. */
  google: GoogleSignIn | undefined;
}

export function createAccountServices(
  db: Db,
  config: Pick<Config, "publicUrl" | "google">,
  mailer: Mailer,
  logger: Logger,
): AccountServices {
  const cookies = authCookies(config.publicUrl);
  return {
    cookies,
    auth: createAuth(db, cookies),
    knownDevices: createKnownDevices(db, cookies),
    languages: createLanguages(),
    emailAccounts: createEmailAccounts({ db, mailer, publicUrl: config.publicUrl, logger }),
    google: config.google
      ? createGoogleSignIn(
          { ...config.google, redirectUri: `${config.publicUrl}/auth/callback` },
          logger,
        )
      : undefined,
  };
}
