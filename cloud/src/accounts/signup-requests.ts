// Sign-ups waiting for their verification link (24 hours). Following the link creates the account
// with that sign-up's name and password; the token is random, stored hashed, and used once.
import type { SignupRequestRow } from "../db/schema.js";
import { issueSecretToken, splitSecretToken, verifierMatches } from "../security/secret-token.js";
import type { Db } from "./user-repository.js";

export const VERIFY_LINK_LIFETIME_MS = 24 * 60 * 60 * 1000;

export async function createSignupRequest(
  db: Db,
  request: { email: string; name: string; passwordHash: string; language: string | null },
  now: Date,
): Promise<string> {
  const issued = issueSecretToken();
  await db
    .insertInto("signup_requests")
    .values({
      id: issued.id,
      verifier_hash: issued.verifierHash,
      email: request.email,
      name: request.name,
      password_hash: request.passwordHash,
      language: request.language,
      created_at: now.toISOString(),
      expires_at: new Date(now.getTime() + VERIFY_LINK_LIFETIME_MS).toISOString(),
    })
    .execute();
  return issued.token;
}

/**
 * Uses up a verification token: the sign-up it belongs to, or undefined when it is malformed,
 * unknown, expired or already used. Of two requests racing with one token, one wins.
 */
export async function takeSignupRequest(
  db: Db,
  token: string,
  now: Date,
): Promise<SignupRequestRow | undefined> {
  const parts = splitSecretToken(token);
  if (!parts) return undefined;
  const row = await db
    .selectFrom("signup_requests")
    .selectAll()
    .where("id", "=", parts.id)
    .executeTakeFirst();
  if (!row || !verifierMatches(parts.verifier, row.verifier_hash)) return undefined;
  if (row.expires_at <= now.toISOString()) return undefined;
  const [deleted] = await db.deleteFrom("signup_requests").where("id", "=", parts.id).execute();
  return Number(deleted?.numDeletedRows ?? 0) === 1 ? row : undefined;
}

/**
 * The newest live sign-up of an address, to tell 'not verified yet' from 'wrong password'. Only
 * the newest: checking each would make an unverified address slower to refuse than an unknown one.
 */
export function pendingSignups(db: Db, email: string, now: Date): Promise<SignupRequestRow[]> {
  return db
    .selectFrom("signup_requests")
    .selectAll()
    .where("email", "=", email)
    .where("expires_at", ">", now.toISOString())
    .orderBy("created_at", "desc")
    .limit(1)
    .execute();
}

export async function deleteSignupRequests(db: Db, email: string): Promise<void> {
  await db.deleteFrom("signup_requests").where("email", "=", email).execute();
}
