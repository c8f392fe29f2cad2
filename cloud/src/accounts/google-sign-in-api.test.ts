// Google sign-in end to end against a real local OpenID provider standing in for Google
// (OIDC_ISSUER): GET /auth/url, the provider's redirects, POST /auth/callback, and every check.
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { authUrlResponseSchema, userResponseSchema } from "@encore/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createUser, signIn, uniqueEmail } from "../test-support/accounts-fixtures.js";
import { TestBrowser } from "../test-support/test-browser.js";
import {
  startTestOidcProvider,
  type GoogleAccount,
  type TestOidcProvider,
} from "../test-support/test-oidc-provider.js";
import { startTestServer, type TestServer } from "../test-support/test-server.js";
import { OIDC_FLOW_COOKIE, SESSION_COOKIE } from "./auth-cookies.js";

const PUBLIC_URL = "http://127.0.0.1:8080";

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}
let provider: TestOidcProvider;
let server: TestServer;

beforeAll(async () => {
  provider = await startTestOidcProvider(`${PUBLIC_URL}/auth/callback`);
  server = await startTestServer({ PUBLIC_URL, ...provider.env });
});

afterAll(async () => {
  await server.close();
  await provider.close();
});

const db = () => server.services.database.db;
let nextSubject = 1;

function googleAccount(fields: Partial<GoogleAccount> = {}): GoogleAccount {
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

/** Starts a sign-in in the browser, and signs in at the provider: the redirect back. */
async function throughProvider(browser: TestBrowser, account: GoogleAccount) {
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

async function signInWithGoogle(browser: TestBrowser, account: GoogleAccount) {
  const { code, state } = await throughProvider(browser, account);
  return browser.post("/api/auth/callback", { code, state });
}

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
    const answer = await signInWithGoogle(browser, account);
    expect(answer.status).toBe(200);
    expect(userResponseSchema.parse(answer.body).user).toEqual({
      name: account.name,
      email: "new.singer@gmail.com",
      picture_url: account.picture,
      created_at: expect.any(String),
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
    const first = await signInWithGoogle(new TestBrowser(server), account);
    const created = userResponseSchema.parse(first.body).user.created_at;
    const moved = { ...account, picture: "https://lh3.googleusercontent.com/a/new-look" };
    const second = await signInWithGoogle(new TestBrowser(server), moved);
    expect(second.body).toEqual({
      user: {
        name: account.name,
        email: account.email,
        picture_url: moved.picture,
        created_at: created,
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
    const answer = await signInWithGoogle(new TestBrowser(server), account);
    expect(answer.body).toEqual({
      user: {
        name: "Email Owner",
        email: owner.email,
        picture_url: account.picture,
        created_at: owner.created_at,
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
      const answer = await signInWithGoogle(new TestBrowser(server), account);
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
    expect((await signInWithGoogle(new TestBrowser(server), googleAccount({ email }))).status).toBe(
      200,
    );
    const other = await signInWithGoogle(new TestBrowser(server), googleAccount({ email }));
    expect(other).toMatchObject({
      status: 409,
      body: { message: "This email address is already linked to another Google account" },
    });
  });

  it("takes the issuer the provider named in its redirect, and refuses another", async () => {
    const browser = new TestBrowser(server);
    const { code, state, iss } = await throughProvider(browser, googleAccount());
    expect(iss).toBe(provider.issuer);
    const ok = await browser.post("/api/auth/callback", { code, state, iss });
    expect(ok.status).toBe(200);

    const other = new TestBrowser(server);
    const second = await throughProvider(other, googleAccount());
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

  describe("refuses", () => {
    const EXPIRED = "Google sign-in expired or was started in another browser. Please try again.";
    const FAILED = "Google sign-in failed. Please try again.";

    it("a state other than the one this browser was given", async () => {
      const browser = new TestBrowser(server);
      const { code } = await throughProvider(browser, googleAccount());
      const answer = await browser.post("/api/auth/callback", { code, state: "forged-state" });
      expect(answer).toMatchObject({ status: 400, body: { message: EXPIRED } });
      expect(browser.cookies.has(SESSION_COOKIE)).toBe(false);
    });

    it("a code and state brought to another browser (login CSRF)", async () => {
      const attacker = new TestBrowser(server);
      const stolen = await throughProvider(attacker, googleAccount());
      const victim = new TestBrowser(server);
      await victim.request("/api/auth/url"); // even with a sign-in of its own under way
      const answer = await victim.post("/api/auth/callback", stolen);
      expect(answer).toMatchObject({ status: 400, body: { message: EXPIRED } });
    });

    it("a second use of the same sign-in", async () => {
      const browser = new TestBrowser(server);
      const flowCookie = () => browser.cookies.get(OIDC_FLOW_COOKIE) ?? "";
      const redirect = await throughProvider(browser, googleAccount());
      const cookie = flowCookie();
      expect((await browser.post("/api/auth/callback", redirect)).status).toBe(200);
      browser.cookies.set(OIDC_FLOW_COOKIE, cookie);
      const replay = await browser.post("/api/auth/callback", redirect);
      expect(replay).toMatchObject({ status: 400, body: { message: EXPIRED } });
    });

    it("a sign-in older than 10 minutes", async () => {
      const browser = new TestBrowser(server);
      const redirect = await throughProvider(browser, googleAccount());
      const flow = await db()
        .selectFrom("oidc_flows")
        .selectAll()
        .orderBy("created_at", "desc")
        .executeTakeFirstOrThrow();
      expect(Date.parse(flow.expires_at) - Date.parse(flow.created_at)).toBe(10 * 60 * 1000);
      await db()
        .updateTable("oidc_flows")
        .set({ expires_at: new Date(Date.now() - 1).toISOString() })
        .where("id", "=", flow.id)
        .execute();
      expect(await browser.post("/api/auth/callback", redirect)).toMatchObject({
        status: 400,
        body: { message: EXPIRED },
      });
    });

    it("a code the provider did not issue", async () => {
      const browser = new TestBrowser(server);
      const { state } = await throughProvider(browser, googleAccount());
      const answer = await browser.post("/api/auth/callback", { code: "made-up-code", state });
      expect(answer).toMatchObject({ status: 400, body: { message: FAILED } });
    });

    it.each([
      ["the PKCE verifier", { code_verifier: "x".repeat(43) }],
      ["the nonce", { nonce: "another-nonce" }],
    ])("a token exchange where %s does not match", async (_label, change) => {
      // Proves the checks are made: the same sign-in with one secret changed on our side fails.
      const browser = new TestBrowser(server);
      const redirect = await throughProvider(browser, googleAccount());
      await db().updateTable("oidc_flows").set(change).execute();
      const answer = await browser.post("/api/auth/callback", redirect);
      expect(answer).toMatchObject({ status: 400, body: { message: FAILED } });
      expect(browser.cookies.has(SESSION_COOKIE)).toBe(false);
    });

    it.each([
      [{ state: "s" }, "code is required"],
      [{ code: "c" }, "state is required"],
      [{ code: "", state: "s" }, "code is required"],
      [{ code: 1, state: "s" }, "code must be text"],
    ])("%j → 400 %s", async (body, message) => {
      const answer = await new TestBrowser(server).post("/api/auth/callback", body);
      expect(answer).toMatchObject({ status: 400, body: { message } });
    });
  });
});

describe("without Google configured", () => {
  it("answers 404 to both calls", async () => {
    const plain = await startTestServer();
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
    const down = await startTestServer({ PUBLIC_URL, ...provider.env, OIDC_ISSUER: issuer });
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
