// The steps of a Google sign-in as a browser takes them, against the local test provider.
import { authUrlResponseSchema } from "@encore/shared";
import { expect } from "vitest";
import type { TestBrowser } from "./test-browser.js";
import type { GoogleAccount, TestOidcProvider } from "./test-oidc-provider.js";

let nextSubject = 1;

/** A Google account with a verified address, a name and a picture, unless told otherwise. */
export function googleAccount(fields: Partial<GoogleAccount> = {}): GoogleAccount {
  const n = nextSubject++;
  return {
    sub: `google-${n}`,
    email: `singer${n}@gmail.com`,
    email_verified: true,
    name: `Google Singer ${n}`,
    picture: `https://lh3.googleusercontent.com/a/singer${n}`,
    ...fields,
  };
}

/** GET /auth/url in the browser, then sign in at the provider: what the redirect back carries. */
export async function throughProvider(
  provider: TestOidcProvider,
  browser: TestBrowser,
  account: GoogleAccount,
): Promise<{ code: string; state: string; iss: string }> {
  const started = await browser.request("/api/auth/url");
  expect(started.status).toBe(200);
  provider.signInAs(account);
  const back = await provider.authorize(authUrlResponseSchema.parse(started.body).auth_url);
  return {
    code: back.searchParams.get("code") ?? "",
    state: back.searchParams.get("state") ?? "",
    iss: back.searchParams.get("iss") ?? "",
  };
}

/** The whole sign-in: the answer of POST /auth/callback with the code and state. */
export async function signInWithGoogle(
  provider: TestOidcProvider,
  browser: TestBrowser,
  account: GoogleAccount,
) {
  const { code, state } = await throughProvider(provider, browser, account);
  return browser.post("/api/auth/callback", { code, state });
}
