// Google sign-in end to end against a real local OpenID provider standing in for Google
// (OIDC_ISSUER): GET /auth/url, the provider's redirects, POST /auth/callback, which account it
// signs into; without a provider configured or reachable. The callback's refusals are in
// google-callback-checks-api.test.ts.
import { authUrlResponseSchema, userResponseSchema } from "@encore/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createUser, signIn, uniqueEmail } from "../test-support/accounts-fixtures.js";
import { freePort } from "../test-support/cloud-process.js";
import { TestBrowser } from "../test-support/test-browser.js";
import {
  googleAccount,
  signInWithGoogle,
  throughProvider,
} from "../test-support/google-sign-in-steps.js";
import {
  startTestOidcProvider,
  type GoogleAccount,
  type TestOidcProvider,
} from "../test-support/test-oidc-provider.js";
import { startTestServer, type TestServer } from "../test-support/test-server.js";
import { OIDC_FLOW_COOKIE, SESSION_COOKIE } from "./auth-cookies.js";

const PUBLIC_URL = "http://127.0.0.1:8080";

let provider: TestOidcProvider;
let server: TestServer;

beforeAll(async () => {
  provider = await startTestOidcProvider(`${PUBLIC_URL}/auth/callback`);
  server = await startTestServer({ PUBLIC_URL, TRUST_PROXY: "1", ...provider.env });
});

afterAll(async () => {
  await server.close();
  await provider.close();
});

const db = () => server.services.database.db;
const through = (browser: TestBrowser, account: GoogleAccount) =>
  throughProvider(provider, browser, account);
const signInWith = (browser: TestBrowser, account: GoogleAccount) =>
  signInWithGoogle(provider, browser, account);

describe("GET /auth/url", () => {
  it("answers the provider's address with PKCE, state and nonce, for PUBLIC_URL/auth/callback", async () => {
    const browser = new TestBrowser(server);
    const answer = await browser.request("/api/auth/url");
    const url = new URL(authUrlResponseSchema.parse(answer.body).auth_url);
    expect(url.origin).toBe(provider.issuer);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      client_id: "encore-test-client",
      response_type: "code",
      redirect_uri: `${PUBLIC_URL}/auth/callback`,
      scope: "openid email profile",
      code_challenge_method: "S256",
      code_challenge: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      state: expect.stringMatching(/^[A-Za-z0-9_-]{20,}$/),
      nonce: expect.stringMatching(/^[A-Za-z0-9_-]{20,}$/),
    });
    // The sign-in is bound to this browser by an HttpOnly cookie.
    const cookie = answer.headers.getSetCookie().find((c) => c.startsWith(`${OIDC_FLOW_COOKIE}=`));
    expect(cookie).toMatch(/httponly/);
    expect(cookie).toMatch(/samesite=lax/);
    // Each start is a new state.
    const again = await browser.request("/api/auth/url");
    expect(
      new URL(authUrlResponseSchema.parse(again.body).auth_url).searchParams.get("state"),
    ).not.toBe(url.searchParams.get("state"));
  });
});

describe("POST /auth/callback", () => {
  it("creates an account from the ID token and signs the browser in", async () => {
    const account = googleAccount({ email: "New.Singer@Gmail.com" });
    const browser = new TestBrowser(server);
    const answer = await signInWith(browser, account);
    expect(answer.status).toBe(200);
    expect(userResponseSchema.parse(answer.body).user).toEqual({
      name: account.name,
      email: "new.singer@gmail.com",
      picture_url: account.picture,
      created_at: expect.any(String),
      language: null,
    });
    expect(browser.cookies.has(SESSION_COOKIE)).toBe(true);
    expect(browser.cookies.has(OIDC_FLOW_COOKIE)).toBe(false);
    expect(await browser.request("/api/auth/me")).toMatchObject({
      status: 200,
      body: { user: { email: "new.singer@gmail.com" } },
    });
  });

  it("signs the same Google account into the same account again, with its new picture", async () => {
    const account = googleAccount();
    const first = await signInWith(new TestBrowser(server), account);
    const created = userResponseSchema.parse(first.body).user.created_at;
    const moved = { ...account, picture: "https://lh3.googleusercontent.com/a/new-look" };
    const second = await signInWith(new TestBrowser(server), moved);
    expect(second.body).toEqual({
      user: {
        name: account.name,
        email: account.email,
        picture_url: moved.picture,
        created_at: created,
        language: null,
      },
    });
    const users = await db()
      .selectFrom("users")
      .select("id")
      .where("email", "=", account.email ?? "")
      .execute();
    expect(users).toHaveLength(1);
  });

  it("signs into the existing email account whose address Google has verified", async () => {
    const owner = await createUser(db(), { email: uniqueEmail("linked"), name: "Email Owner" });
    const account = googleAccount({ email: owner.email.toUpperCase() });
    const answer = await signInWith(new TestBrowser(server), account);
    expect(answer.body).toEqual({
      user: {
        name: "Email Owner",
        email: owner.email,
        picture_url: account.picture,
        created_at: owner.created_at,
        language: null,
      },
    });
    // The password still works too.
    await signIn(server, owner);
  });

  it("refuses a Google account without a verified address, creating nothing", async () => {
    for (const account of [
      googleAccount({ email_verified: false }),
      googleAccount({ email: undefined }),
    ]) {
      const answer = await signInWith(new TestBrowser(server), account);
      expect(answer).toMatchObject({
        status: 403,
        body: { message: "Your Google account has no verified email address" },
      });
      const users = await db()
        .selectFrom("users")
        .select("id")
        .where("google_subject", "=", account.sub)
        .execute();
      expect(users).toEqual([]);
    }
  });

  it("refuses an address already linked to another Google account", async () => {
    const email = uniqueEmail("taken");
    expect((await signInWith(new TestBrowser(server), googleAccount({ email }))).status).toBe(200);
    const other = await signInWith(new TestBrowser(server), googleAccount({ email }));
    expect(other).toMatchObject({
      status: 409,
      body: { message: "This email address is already linked to another Google account" },
    });
  });

  it("takes the issuer the provider named in its redirect, and refuses another", async () => {
    const browser = new TestBrowser(server);
    const { code, state, iss } = await through(browser, googleAccount());
    expect(iss).toBe(provider.issuer);
    const ok = await browser.post("/api/auth/callback", { code, state, iss });
    expect(ok.status).toBe(200);

    const other = new TestBrowser(server);
    const second = await through(other, googleAccount());
    const mixedUp = await other.post("/api/auth/callback", {
      code: second.code,
      state: second.state,
      iss: "https://evil.example",
    });
    expect(mixedUp).toMatchObject({
      status: 400,
      body: { message: "Google sign-in failed. Please try again." },
    });
  });
});

describe("without Google configured", () => {
  it("answers 404 to both calls", async () => {
    const plain = await startTestServer({ TRUST_PROXY: "1" });
    try {
      const browser = new TestBrowser(plain);
      for (const answer of [
        await browser.request("/api/auth/url"),
        await browser.post("/api/auth/callback", { code: "c", state: "s" }),
      ]) {
        expect(answer).toMatchObject({
          status: 404,
          body: { message: "Google sign-in is not configured" },
        });
      }
    } finally {
      await plain.close();
    }
  });
});

describe("with the provider unreachable", () => {
  it("answers 503, and works once the provider is back", async () => {
    const port = await freePort();
    const issuer = `http://127.0.0.1:${port}`;
    const down = await startTestServer({
      PUBLIC_URL,
      TRUST_PROXY: "1",
      ...provider.env,
      OIDC_ISSUER: issuer,
    });
    let late: TestOidcProvider | undefined;
    try {
      const answer = await new TestBrowser(down).request("/api/auth/url");
      expect(answer).toMatchObject({
        status: 503,
        body: { message: "Google sign-in is unavailable right now. Please try again later." },
      });
      late = await startTestOidcProvider(`${PUBLIC_URL}/auth/callback`, port);
      const again = await new TestBrowser(down).request("/api/auth/url");
      expect(again.status).toBe(200);
      expect(authUrlResponseSchema.parse(again.body).auth_url).toMatch(issuer);
    } finally {
      await down.close();
      await late?.close();
    }
  });
});
