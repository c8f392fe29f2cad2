// Known devices (docs/decisions.md, Hardening): a browser that has signed in to an account gets a
// long-lived cookie naming it. Sign-in and forgot-password attempts from it are counted per device,
// not against the account's ceiling, so strangers exhausting that ceiling do not lock the owner out
// of their own browsers. The cookie is `id.verifier`; the table holds the verifier's hash
// (secret-token.ts).
import type { Context } from "koa";
import { issueSecretToken, splitSecretToken, verifierMatches } from "../security/secret-token.js";
import type { CookieJar } from "./auth-cookies.js";
import type { Db } from "./user-repository.js";

export const DEVICE_COOKIE = "encore_device";
/** A year from the last sign-in on the device. */
export const KNOWN_DEVICE_LIFETIME_MS = 365 * 24 * 60 * 60 * 1000;

export interface KnownDevices {
  /** The id of the request's device when it is known to the account of `email`, else undefined. */
  deviceOf(ctx: Context, email: string): Promise<string | undefined>;
  /** After a successful sign-in: remembers this browser for the user (a fresh cookie each time). */
  remember(ctx: Context, userId: number): Promise<void>;
}

export function createKnownDevices(
  db: Db,
  cookies: CookieJar,
  now = () => new Date(),
): KnownDevices {
  return {
    async deviceOf(ctx, email) {
      const parts = splitSecretToken(cookies.get(ctx, DEVICE_COOKIE) ?? "");
      if (!parts) return undefined;
      const row = await db
        .selectFrom("known_devices as d")
        .innerJoin("users as u", "u.id", "d.user_id")
        .select(["d.verifier_hash", "d.expires_at"])
        .where("d.id", "=", parts.id)
        .where("u.email", "=", email)
        .executeTakeFirst();
      if (!row || !verifierMatches(parts.verifier, row.verifier_hash)) return undefined;
      return row.expires_at > now().toISOString() ? parts.id : undefined;
    },
    async remember(ctx, userId) {
      const at = now();
      // The device's previous cookie (for this or another account) is replaced, not piled up.
      const previous = splitSecretToken(cookies.get(ctx, DEVICE_COOKIE) ?? "");
      if (previous) {
        const row = await db
          .selectFrom("known_devices")
          .select("verifier_hash")
          .where("id", "=", previous.id)
          .executeTakeFirst();
        if (row && verifierMatches(previous.verifier, row.verifier_hash))
          await db.deleteFrom("known_devices").where("id", "=", previous.id).execute();
      }
      const issued = issueSecretToken();
      const expiresAt = new Date(at.getTime() + KNOWN_DEVICE_LIFETIME_MS);
      await db
        .insertInto("known_devices")
        .values({
          id: issued.id,
          user_id: userId,
          verifier_hash: issued.verifierHash,
          created_at: at.toISOString(),
          expires_at: expiresAt.toISOString(),
        })
        .execute();
      cookies.set(ctx, DEVICE_COOKIE, issued.token, expiresAt);
    },
  };
}

/** After a password reset: whoever signed in with the old password is no longer a known device. */
export async function forgetUserDevices(db: Db, userId: number): Promise<void> {
  await db.deleteFrom("known_devices").where("user_id", "=", userId).execute();
}
