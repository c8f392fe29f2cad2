// Login sessions live in the database, so every cloud instance knows them and sign-out revokes
// them at once. The browser's cookie holds `id.verifier`; the table holds the verifier's hash.
import type { UserRow } from "../db/schema.js";
import { issueSecretToken, splitSecretToken, verifierMatches } from "../security/secret-token.js";
import type { Db } from "./user-repository.js";

/** 30 days from sign-in, then sign in again; why: docs/decisions.md. */
export const LOGIN_SESSION_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;

export async function createLoginSession(
  db: Db,
  userId: number,
  now: Date,
): Promise<{ token: string; expiresAt: Date }> {
  const issued = issueSecretToken();
  const expiresAt = new Date(now.getTime() + LOGIN_SESSION_LIFETIME_MS);
  await db
    .insertInto("login_sessions")
    .values({
      id: issued.id,
      user_id: userId,
      verifier_hash: issued.verifierHash,
      created_at: now.toISOString(),
      expires_at: expiresAt.toISOString(),
    })
    .execute();
  return { token: issued.token, expiresAt };
}

/** The signed-in user of a cookie value, when it names a live session. */
export async function userOfLoginSession(
  db: Db,
  token: string,
  now: Date,
): Promise<UserRow | undefined> {
  const parts = splitSecretToken(token);
  if (!parts) return undefined;
  const row = await db
    .selectFrom("login_sessions as s")
    .innerJoin("users as u", "u.id", "s.user_id")
    .selectAll("u")
    .select(["s.verifier_hash", "s.expires_at"])
    .where("s.id", "=", parts.id)
    .executeTakeFirst();
  if (!row || !verifierMatches(parts.verifier, row.verifier_hash)) return undefined;
  if (row.expires_at <= now.toISOString()) return undefined;
  const { verifier_hash: _hash, expires_at: _expires, ...user } = row;
  return user;
}

/** Revokes the session a cookie names (only when the cookie's secret half matches). */
export async function deleteLoginSession(db: Db, token: string): Promise<void> {
  const parts = splitSecretToken(token);
  if (!parts) return;
  const row = await db
    .selectFrom("login_sessions")
    .select("verifier_hash")
    .where("id", "=", parts.id)
    .executeTakeFirst();
  if (row && verifierMatches(parts.verifier, row.verifier_hash)) {
    await db.deleteFrom("login_sessions").where("id", "=", parts.id).execute();
  }
}

export async function deleteUserLoginSessions(db: Db, userId: number): Promise<void> {
  await db.deleteFrom("login_sessions").where("user_id", "=", userId).execute();
}
