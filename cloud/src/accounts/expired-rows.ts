// Housekeeping, at each sign-in: login sessions, known devices, links and Google sign-ins past their expiry are
// deleted (each is already refused once expired; this only keeps the tables small).
import type { Db } from "./user-repository.js";

export async function deleteExpiredRows(db: Db, now: Date): Promise<void> {
  const at = now.toISOString();
  await db.deleteFrom("login_sessions").where("expires_at", "<=", at).execute();
  await db.deleteFrom("known_devices").where("expires_at", "<=", at).execute();
  await db.deleteFrom("signup_requests").where("expires_at", "<=", at).execute();
  await db.deleteFrom("password_resets").where("expires_at", "<=", at).execute();
  await db.deleteFrom("oidc_flows").where("expires_at", "<=", at).execute();
}
