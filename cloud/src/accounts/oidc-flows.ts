// A Google sign-in between GET /auth/url and POST /auth/callback: its state, nonce and PKCE
// verifier, kept on the server for 10 minutes and bound to the browser that started it by a
// cookie (so nobody can complete their own sign-in in someone else's browser).
import { issueSecretToken, splitSecretToken, verifierMatches } from "../security/secret-token.js";
import type { Db } from "./user-repository.js";

export const OIDC_FLOW_LIFETIME_MS = 10 * 60 * 1000;

export interface OidcFlowSecrets {
  state: string;
  nonce: string;
  codeVerifier: string;
}

/** Stores a flow; the answer is the browser cookie's value and its expiry. */
export async function saveOidcFlow(
  db: Db,
  flow: OidcFlowSecrets,
  now: Date,
): Promise<{ token: string; expiresAt: Date }> {
  const issued = issueSecretToken();
  const expiresAt = new Date(now.getTime() + OIDC_FLOW_LIFETIME_MS);
  // Abandoned sign-ins go as new ones start.
  await db.deleteFrom("oidc_flows").where("expires_at", "<=", now.toISOString()).execute();
  await db
    .insertInto("oidc_flows")
    .values({
      id: issued.id,
      verifier_hash: issued.verifierHash,
      state: flow.state,
      nonce: flow.nonce,
      code_verifier: flow.codeVerifier,
      created_at: now.toISOString(),
      expires_at: expiresAt.toISOString(),
    })
    .execute();
  return { token: issued.token, expiresAt };
}

/** Uses up the flow a cookie names: undefined when unknown, expired or already used. */
export async function takeOidcFlow(
  db: Db,
  token: string,
  now: Date,
): Promise<OidcFlowSecrets | undefined> {
  const parts = splitSecretToken(token);
  if (!parts) return undefined;
  const row = await db
    .selectFrom("oidc_flows")
    .selectAll()
    .where("id", "=", parts.id)
    .executeTakeFirst();
  if (!row || !verifierMatches(parts.verifier, row.verifier_hash)) return undefined;
  const [deleted] = await db.deleteFrom("oidc_flows").where("id", "=", parts.id).execute();
  if (Number(deleted?.numDeletedRows ?? 0) !== 1 || row.expires_at <= now.toISOString()) {
    return undefined;
  }
  return { state: row.state, nonce: row.nonce, codeVerifier: row.code_verifier };
}
