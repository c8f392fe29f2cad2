// Password reset links (1 hour): random, stored hashed, used once.
import { issueSecretToken, splitSecretToken, verifierMatches } from "../security/secret-token.js";
import type { Db } from "./user-repository.js";

export const RESET_LINK_LIFETIME_MS = 60 * 60 * 1000;

export async function createPasswordReset(db: Db, userId: number, now: Date): Promise<string> {
  const issued = issueSecretToken();
  await db
    .insertInto("password_resets")
    .values({
      id: issued.id,
      user_id: userId,
      verifier_hash: issued.verifierHash,
      created_at: now.toISOString(),
      expires_at: new Date(now.getTime() + RESET_LINK_LIFETIME_MS).toISOString(),
    })
    .execute();
  return issued.token;
}

/** Whether a reset token is live, without using it up (the new password may still be refused). */
export async function userOfPasswordReset(
  db: Db,
  token: string,
  now: Date,
): Promise<number | undefined> {
  const parts = splitSecretToken(token);
  if (!parts) return undefined;
  const row = await db
    .selectFrom("password_resets")
    .select(["user_id", "verifier_hash", "expires_at"])
    .where("id", "=", parts.id)
    .executeTakeFirst();
  if (!row || !verifierMatches(parts.verifier, row.verifier_hash)) return undefined;
  return row.expires_at > now.toISOString() ? row.user_id : undefined;
}

/** Uses up a reset token checked by userOfPasswordReset; false when another request won. */
export async function takePasswordReset(db: Db, token: string): Promise<boolean> {
  const parts = splitSecretToken(token);
  if (!parts) return false;
  const [deleted] = await db.deleteFrom("password_resets").where("id", "=", parts.id).execute();
  return Number(deleted?.numDeletedRows ?? 0) === 1;
}

export async function deleteUserPasswordResets(db: Db, userId: number): Promise<void> {
  await db.deleteFrom("password_resets").where("user_id", "=", userId).execute();
}
