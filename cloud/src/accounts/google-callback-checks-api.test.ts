// The checks of POST /auth/callback, each shown to refuse against a real local OpenID provider:
// state, the browser that started the sign-in, single use, age, the code, PKCE and nonce.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TestBrowser } from "../test-support/test-browser.js";
import { googleAccount, throughProvider } from "../test-support/google-sign-in-steps.js";
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

describe("POST /auth/callback refuses", () => {
  const EXPIRED = "Google sign-in expired or was started in another browser. Please try again.";
  const FAILED = "Google sign-in failed. Please try again.";

  it("a state other than the one this browser was given", async () => {
    const browser = new TestBrowser(server);
    const { code } = await through(browser, googleAccount());
    const answer = await browser.post("/api/auth/callback", { code, state: "forged-state" });
    expect(answer).toMatchObject({ status: 400, body: { message: EXPIRED } });
    expect(browser.cookies.has(SESSION_COOKIE)).toBe(false);
  });

  it("a code and state brought to another browser (login CSRF)", async () => {
    const attacker = new TestBrowser(server);
    const stolen = await through(attacker, googleAccount());
    const victim = new TestBrowser(server);
    await victim.request("/api/auth/url"); // even with a sign-in of its own under way
    const answer = await victim.post("/api/auth/callback", stolen);
    expect(answer).toMatchObject({ status: 400, body: { message: EXPIRED } });
  });

  it("a second use of the same sign-in", async () => {
    const browser = new TestBrowser(server);
    const flowCookie = () => browser.cookies.get(OIDC_FLOW_COOKIE) ?? "";
    const redirect = await through(browser, googleAccount());
    const cookie = flowCookie();
    expect((await browser.post("/api/auth/callback", redirect)).status).toBe(200);
    browser.cookies.set(OIDC_FLOW_COOKIE, cookie);
    const replay = await browser.post("/api/auth/callback", redirect);
    expect(replay).toMatchObject({ status: 400, body: { message: EXPIRED } });
  });

  it("a sign-in older than 10 minutes", async () => {
    const browser = new TestBrowser(server);
    const redirect = await through(browser, googleAccount());
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
    const { state } = await through(browser, googleAccount());
    const answer = await browser.post("/api/auth/callback", { code: "made-up-code", state });
    expect(answer).toMatchObject({ status: 400, body: { message: FAILED } });
  });

  it.each([
    ["the PKCE verifier", { code_verifier: "x".repeat(43) }],
    ["the nonce", { nonce: "another-nonce" }],
  ])("a token exchange where %s does not match", async (_label, change) => {
    // Proves the checks are made: the same sign-in with one secret changed on our side fails.
    const browser = new TestBrowser(server);
    const redirect = await through(browser, googleAccount());
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
