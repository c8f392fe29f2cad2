// Which account a Google identity signs into: the one linked to it, else the account with the
// same address (Google has verified it, so its owner is the address's owner), else a new one.
import { NAME_MAX_LENGTH, normalizeEmail } from "@encore/shared";
import type { UserRow } from "../db/schema.js";
import { conflict, forbidden } from "../http/errors.js";
import type { GoogleIdentity } from "./google-sign-in.js";
import {
  findUserByEmail,
  findUserByGoogleSubject,
  findUserById,
  insertUser,
  updateUser,
  type Db,
} from "./user-repository.js";

export const GOOGLE_ACCOUNT_MESSAGES = {
  unverifiedEmail: "Your Google account has no verified email address",
  otherGoogleAccount: "This email address is already linked to another Google account",
} as const;

/** The name of a new account: Google's, else the part of the address before the @. */
function displayName(identity: GoogleIdentity, email: string): string {
  const name = identity.name ?? email.split("@")[0] ?? email;
  return Array.from(name).slice(0, NAME_MAX_LENGTH).join("");
}

export async function userForGoogleIdentity(
  db: Db,
  identity: GoogleIdentity,
  now: Date,
): Promise<UserRow> {
  if (!identity.email || !identity.emailVerified) {
    throw forbidden(GOOGLE_ACCOUNT_MESSAGES.unverifiedEmail, "google_email_unverified");
  }
  const email = normalizeEmail(identity.email);
  const picture = identity.pictureUrl ?? null;

  const linked = await findUserByGoogleSubject(db, identity.subject);
  if (linked) {
    if (picture && picture !== linked.picture_url) {
      await updateUser(db, linked.id, { picture_url: picture }, now);
    }
    return (await findUserById(db, linked.id)) ?? linked;
  }

  let user = await findUserByEmail(db, email);
  if (!user) {
    user = await insertUser(
      db,
      {
        email,
        name: displayName(identity, email),
        passwordHash: null,
        emailVerifiedAt: now.toISOString(),
        googleSubject: identity.subject,
        pictureUrl: picture,
      },
      now,
    );
    // Undefined: an email sign-up of the same address was verified a moment ago; link to it.
    if (user) return user;
    user = await findUserByEmail(db, email);
    if (!user) throw new Error("user vanished while signing in with Google");
  }

  if (user.google_subject !== null && user.google_subject !== identity.subject) {
    throw conflict(GOOGLE_ACCOUNT_MESSAGES.otherGoogleAccount, "google_account_taken");
  }
  await updateUser(
    db,
    user.id,
    {
      google_subject: identity.subject,
      picture_url: picture ?? user.picture_url,
      email_verified_at: user.email_verified_at ?? now.toISOString(),
    },
    now,
  );
  return (await findUserById(db, user.id)) ?? user;
}
