// Links come back to where they started (docs/decisions.md): a sign-up, a sign-in that resends the
// verification link, a forgot-password and a Google sign-in asked for from the remote carry its
// path in the mailed link or the sign-in's state; a foreign path is dropped and the request goes
// on as one from the screen. Real HTTP, a real SMTP server and a real local OpenID provider.
import { authUrlResponseSchema, returnPathOfState, userResponseSchema } from "@encore/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createUser, uniqueEmail } from "../test-support/accounts-fixtures.js";
import { googleAccount } from "../test-support/google-sign-in-steps.js";
import { TestBrowser } from "../test-support/test-browser.js";
import {
  linkIn,
  startTestMailServer,
  tokenIn,
  type TestMailServer,
} from "../test-support/test-mail-server.js";
import {
  startTestOidcProvider,
  type TestOidcProvider,
} from "../test-support/test-oidc-provider.js";
import { startTestServer, type TestServer } from "../test-support/test-server.js";

const PUBLIC_URL = "http://127.0.0.1:8080";
const PHONE_PARTY = "/remote/session/ABC234/me";
const FOREIGN = [
  "https://evil.example/remote/",
  "//evil.example/remote/session/ABC234/me",
  "/remote/session/ABC234/me?next=https://evil.example",
  "/api/auth/logout",
];

let mail: TestMailServer;
let provider: TestOidcProvider;
let server: TestServer;

beforeAll(async () => {
  mail = await startTestMailServer();
  provider = await startTestOidcProvider(`${PUBLIC_URL}/auth/callback`);
  server = await startTestServer({
    PUBLIC_URL,
    SMTP_URL: mail.url,
    TRUST_PROXY: "1",
    ...provider.env,
  });
});

afterAll(async () => {
  await server.close();
  await provider.close();
  await mail.close();
});

const db = () => server.services.database.db;

/** The mailed link as the user would open it: its page and its parameters. */
async function mailedLink(to: string) {
  const link = linkIn(await mail.nextMailTo(to));
  return { page: `${link.origin}${link.pathname}`, params: Object.fromEntries(link.searchParams) };
}

async function signUp(browser: TestBrowser, email: string, returnTo?: unknown) {
  const answer = await browser.post("/api/auth/signup", {
    email,
    password: "sing-along-1",
    name: "Phone Singer",
    ...(returnTo === undefined ? {} : { return_to: returnTo }),
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
}

describe("the verification link", () => {
  it("comes back to the party's Me tab on the phone that signed up", async () => {
    const email = uniqueEmail("phone");
    const browser = new TestBrowser(server);
    await signUp(browser, email, PHONE_PARTY);
    const link = await mailedLink(email);
    expect(link.page).toBe(`${PUBLIC_URL}/verify-email`);
    expect(link.params).toEqual({ token: expect.any(String), return_to: PHONE_PARTY });

    // Signing in before verifying resends the link, to the same place.
    const early = await browser.post("/api/auth/login", {
      email,
      password: "sing-along-1",
      return_to: PHONE_PARTY,
    });
    expect(early.status).toBe(403);
    const again = await mailedLink(email);
    expect(again.params.return_to).toBe(PHONE_PARTY);
    expect(again.params.token).not.toBe(link.params.token);

    // The link itself works as any other.
    const verified = await browser.post("/api/auth/verify-email", { token: again.params.token });
    expect(verified).toMatchObject({
      status: 200,
      body: { message: "Email verified successfully!" },
    });
  });

  it("has no return path when the screen signed up, or when the one asked for is not ours", async () => {
    const fromScreen = uniqueEmail("screen");
    await signUp(new TestBrowser(server), fromScreen);
    expect((await mailedLink(fromScreen)).params).toEqual({ token: expect.any(String) });

    for (const returnTo of [...FOREIGN, 42, { path: PHONE_PARTY }]) {
      const email = uniqueEmail("foreign");
      await signUp(new TestBrowser(server), email, returnTo);
      const link = await mailedLink(email);
      expect(link.page).toBe(`${PUBLIC_URL}/verify-email`);
      expect(link.params, JSON.stringify(returnTo)).toEqual({ token: expect.any(String) });
    }
  });

  it("the mail to an address that has an account opens the phone's party", async () => {
    const user = await createUser(db());
    await signUp(new TestBrowser(server), user.email, PHONE_PARTY);
    const notice = await mail.nextMailTo(user.email);
    expect(notice.subject).toBe("You already have an Encore account");
    expect(notice.text).toContain(`Open Encore: ${PUBLIC_URL}${PHONE_PARTY}`);

    await signUp(new TestBrowser(server), user.email, FOREIGN[0]);
    const second = await mail.nextMailTo(user.email);
    expect(second.text).toContain(`Open Encore: ${PUBLIC_URL}/\n`);
  });
});

describe("the password reset link", () => {
  it("comes back to the phone's party, and never to a foreign path", async () => {
    const user = await createUser(db());
    const forgot = (returnTo?: string) =>
      new TestBrowser(server).post("/api/auth/forgot-password", {
        email: user.email,
        ...(returnTo === undefined ? {} : { return_to: returnTo }),
      });

    expect((await forgot("/remote/")).status).toBe(204);
    const outside = await mailedLink(user.email);
    expect(outside.page).toBe(`${PUBLIC_URL}/reset-password`);
    expect(outside.params).toEqual({ token: expect.any(String), return_to: "/remote/" });

    expect((await forgot(PHONE_PARTY)).status).toBe(204);
    expect((await mailedLink(user.email)).params.return_to).toBe(PHONE_PARTY);

    for (const returnTo of FOREIGN) {
      expect((await forgot(returnTo)).status).toBe(204);
      expect((await mailedLink(user.email)).params).toEqual({ token: expect.any(String) });
    }

    // An unknown address still answers the same, return path or not.
    const unknown = await new TestBrowser(server).post("/api/auth/forgot-password", {
      email: uniqueEmail("nobody"),
      return_to: PHONE_PARTY,
    });
    expect(unknown.status).toBe(204);
  });

  it("the link with a return path resets the password like any other", async () => {
    const user = await createUser(db());
    const browser = new TestBrowser(server);
    await browser.post("/api/auth/forgot-password", { email: user.email, return_to: PHONE_PARTY });
    const token = tokenIn(await mail.nextMailTo(user.email));
    const reset = await browser.post("/api/auth/reset-password", {
      token,
      password: "New-Password-9",
    });
    expect(reset.status).toBe(200);
  });
});

describe("Google sign-in", () => {
  async function start(browser: TestBrowser, query: string) {
    const started = await browser.request(`/api/auth/url${query}`);
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    return new URL(authUrlResponseSchema.parse(started.body).auth_url);
  }

  it("started on a phone carries its party through the provider's redirect, and signs in", async () => {
    const browser = new TestBrowser(server);
    const authUrl = await start(browser, `?return_to=${encodeURIComponent(PHONE_PARTY)}`);
    expect(returnPathOfState(authUrl.searchParams.get("state"))).toBe(PHONE_PARTY);

    const account = googleAccount();
    provider.signInAs(account);
    const back = await provider.authorize(authUrl.href);
    expect(`${back.origin}${back.pathname}`).toBe(`${PUBLIC_URL}/auth/callback`);
    const state = back.searchParams.get("state") ?? "";
    expect(returnPathOfState(state)).toBe(PHONE_PARTY);

    const signedIn = await browser.post("/api/auth/callback", {
      code: back.searchParams.get("code"),
      state,
    });
    expect(signedIn.status, JSON.stringify(signedIn.body)).toBe(200);
    expect(userResponseSchema.parse(signedIn.body).user.email).toBe(account.email);
  });

  it("started on the screen, or with a foreign path, carries no return path", async () => {
    const browser = new TestBrowser(server);
    for (const query of ["", ...FOREIGN.map((path) => `?return_to=${encodeURIComponent(path)}`)]) {
      const state = (await start(browser, query)).searchParams.get("state");
      expect(state, query).toMatch(/^[A-Za-z0-9_-]{20,}$/);
      expect(returnPathOfState(state)).toBeUndefined();
    }
  });

  it("a state edited to carry another path is refused: it is not the state the cloud stored", async () => {
    const browser = new TestBrowser(server);
    const authUrl = await start(browser, `?return_to=${encodeURIComponent(PHONE_PARTY)}`);
    provider.signInAs(googleAccount());
    const back = await provider.authorize(authUrl.href);
    const state = back.searchParams.get("state") ?? "";
    const edited = `${state.slice(0, state.lastIndexOf("."))}.${btoa("/remote/").replace(/=+$/, "")}`;
    const refused = await browser.post("/api/auth/callback", {
      code: back.searchParams.get("code"),
      state: edited,
    });
    expect(refused).toMatchObject({
      status: 400,
      body: {
        message: "Google sign-in expired or was started in another browser. Please try again.",
      },
    });
  });
});
