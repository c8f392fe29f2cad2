// The operator's sign-ins (docs/admin.md, Access), in the database so every instance knows them
// and signing out ends one at once. The cookie holds `id.verifier`; the table the verifier's hash.
import type { Kysely } from "kysely";
import type { Database } from "../db/schema.js";
import { issueSecretToken, splitSecretToken, verifierMatches } from "../security/secret-token.js";

type Db = Kysely<Database>;

/** An evening's work; then the password again. */
export const ADMIN_SESSION_LIFETIME_MS = 12 * 60 * 60 * 1000;

export async function createAdminSession(
  db: Db,
  now: Date,
): Promise<{ token: string; expiresAt: Date }> {
  const issued = issueSecretToken();
  const expiresAt = new Date(now.getTime() + ADMIN_SESSION_LIFETIME_MS);
  await db
    .insertInto("admin_sessions")
    .values({
      id: issued.id,
      verifier_hash: issued.verifierHash,
      created_at: now.toISOString(),
      expires_at: expiresAt.toISOString(),
    })
    .execute();
  return { token: issued.token, expiresAt };
}

/** Whether a cookie value names a live sign-in. */
export async function isAdminSession(db: Db, token: string, now: Date): Promise<boolean> {
  const parts = splitSecretToken(token);
  if (!parts) return false;
  const row = await db
    .selectFrom("admin_sessions")
    .select(["verifier_hash", "expires_at"])
    .where("id", "=", parts.id)
    .executeTakeFirst();
  if (!row || !verifierMatches(parts.verifier, row.verifier_hash)) return false;
  return row.expires_at > now.toISOString();
}

/** Ends the sign-in a cookie names (only when the cookie's secret half matches). */
export async function deleteAdminSession(db: Db, token: string): Promise<void> {
  const parts = splitSecretToken(token);
  if (!parts) return;
  const row = await db
    .selectFrom("admin_sessions")
    .select("verifier_hash")
    .where("id", "=", parts.id)
    .executeTakeFirst();
  if (row && verifierMatches(parts.verifier, row.verifier_hash)) {
    await db.deleteFrom("admin_sessions").where("id", "=", parts.id).execute();
  }
}

/** Housekeeping at each sign-in. */
export async function deleteExpiredAdminSessions(db: Db, now: Date): Promise<void> {
  await db.deleteFrom("admin_sessions").where("expires_at", "<=", now.toISOString()).execute();
}
