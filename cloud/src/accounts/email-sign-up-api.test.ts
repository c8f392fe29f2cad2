// Email sign-up over real HTTP, with mail through a real SMTP server: sign up, read the mail,
// verify, sign in; and every refusal on the way.
import { userResponseSchema } from "@encore/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createUser, signIn, uniqueEmail } from "../test-support/accounts-fixtures.js";
import { TestBrowser } from "../test-support/test-browser.js";
import {
  linkIn,
  startTestMailServer,
  tokenIn,
  type TestMailServer,
} from "../test-support/test-mail-server.js";
import { startTestServer, type TestServer } from "../test-support/test-server.js";
import { SESSION_COOKIE } from "./auth-cookies.js";

let mail: TestMailServer;
let server: TestServer;

beforeAll(async () => {
  mail = await startTestMailServer();
  server = await startTestServer({ SMTP_URL: mail.url, TRUST_PROXY: "1" });
});

afterAll(async () => {
  await server.close();
  await mail.close();
});

const db = () => server.services.database.db;
const SIGNED_UP =
  "Account created! Please check your email to verify your account before signing in.";

async function signUp(
  browser: TestBrowser,
  body: { email: string; password: string; name: string },
) {
  const answer = await browser.post("/api/auth/signup", body);
  expect(answer).toMatchObject({ status: 201, body: { message: SIGNED_UP } });
}

describe("sign-up, verification and sign-in", () => {
  it("goes from sign-up to a signed-in user through the mailed link", async () => {
    const browser = new TestBrowser(server);
    const email = uniqueEmail("journey");
    await signUp(browser, { email, password: "sing-along-1", name: "Ann Lee" });

    const verification = await mail.nextMailTo(email);
    expect(verification.subject).toBe("Verify your Encore email address");
    expect(verification.parsed.from?.value[0]).toMatchObject({
      name: "Encore",
      address: "no-reply@localhost",
    });
    const link = linkIn(verification);
    expect(`${link.origin}${link.pathname}`).toBe("http://127.0.0.1:8080/verify-email");
    expect(verification.html).toContain(link.href.replace(/&/g, "&amp;"));

    // Not verified yet: a clear 403, and a fresh link in the mailbox.
    const early = await browser.post("/api/auth/login", { email, password: "sing-along-1" });
    expect(early).toMatchObject({
      status: 403,
      body: {
        message:
          "Please verify your email address before signing in. We have sent you a new verification link.",
      },
    });
    expect(browser.cookies.has(SESSION_COOKIE)).toBe(false);
    const again = await mail.nextMailTo(email);
    expect(tokenIn(again)).not.toBe(tokenIn(verification));

    const verified = await browser.post("/api/auth/verify-email", { token: tokenIn(verification) });
    expect(verified).toMatchObject({
      status: 200,
      body: { message: "Email verified successfully!" },
    });

    const login = await browser.post("/api/auth/login", { email, password: "sing-along-1" });
    expect(login.status).toBe(200);
    const { user } = userResponseSchema.parse(login.body);
    expect(user).toEqual({
      name: "Ann Lee",
      email,
      picture_url: null,
      created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      language: null,
    });
    expect(Object.keys(login.body as object)).toEqual(["user"]);

    const me = await browser.request("/api/auth/me");
    expect(me).toMatchObject({ status: 200, body: { user } });
  });

  it("uses each verification link once; the other links of the address die with it", async () => {
    const browser = new TestBrowser(server);
    const email = uniqueEmail("twice");
    await signUp(browser, { email, password: "first-password", name: "First" });
    const first = tokenIn(await mail.nextMailTo(email));
    await signUp(browser, { email, password: "second-password", name: "Second" });
    const second = tokenIn(await mail.nextMailTo(email));

    // The link followed decides: its sign-up's name and password make the account.
    expect((await browser.post("/api/auth/verify-email", { token: second })).status).toBe(200);
    const used = await browser.post("/api/auth/verify-email", { token: second });
    expect(used).toMatchObject({
      status: 400,
      body: { message: "This verification link is invalid or has expired" },
    });
    expect((await browser.post("/api/auth/verify-email", { token: first })).status).toBe(400);

    expect(
      (await browser.post("/api/auth/login", { email, password: "first-password" })).status,
    ).toBe(401);
    const login = await browser.post("/api/auth/login", { email, password: "second-password" });
    expect(login).toMatchObject({ status: 200, body: { user: { name: "Second" } } });
  });

  it("expires verification links after 24 hours", async () => {
    const browser = new TestBrowser(server);
    const email = uniqueEmail("late");
    await signUp(browser, { email, password: "password-1", name: "Late" });
    const token = tokenIn(await mail.nextMailTo(email));
    const row = await db()
      .selectFrom("signup_requests")
      .selectAll()
      .where("email", "=", email)
      .executeTakeFirstOrThrow();
    expect(Date.parse(row.expires_at) - Date.parse(row.created_at)).toBe(24 * 60 * 60 * 1000);

    await db()
      .updateTable("signup_requests")
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where("email", "=", email)
      .execute();
    const late = await browser.post("/api/auth/verify-email", { token });
    expect(late).toMatchObject({
      status: 400,
      body: { message: "This verification link is invalid or has expired" },
    });
    // Expired means no account: signing in is the plain refusal.
    expect((await browser.post("/api/auth/login", { email, password: "password-1" })).status).toBe(
      401,
    );
  });

  it.each([
    ["a missing token", {}],
    ["an empty token", { token: "" }],
    ["a made-up token", { token: "not-a-token" }],
    ["a well-formed unknown token", { token: `${"A".repeat(22)}.${"B".repeat(43)}` }],
  ])("refuses %s", async (_label, body) => {
    const answer = await new TestBrowser(server).post("/api/auth/verify-email", body);
    expect(answer).toMatchObject({
      status: 400,
      body: { message: "This verification link is invalid or has expired" },
    });
  });

  it("refuses a verification token with its secret half changed", async () => {
    const browser = new TestBrowser(server);
    const email = uniqueEmail("forged");
    await signUp(browser, { email, password: "password-1", name: "F" });
    const token = tokenIn(await mail.nextMailTo(email));
    const forged = `${token.slice(0, -1)}${token.endsWith("A") ? "B" : "A"}`;
    expect((await browser.post("/api/auth/verify-email", { token: forged })).status).toBe(400);
    expect((await browser.post("/api/auth/verify-email", { token })).status).toBe(200);
  });

  it("compares addresses case-insensitively and stores them in lower case", async () => {
    const browser = new TestBrowser(server);
    const email = uniqueEmail("Mixed.Case");
    await signUp(browser, {
      email: `  ${email.toUpperCase()} `,
      password: "password-1",
      name: "M",
    });
    const token = tokenIn(await mail.nextMailTo(email.toLowerCase()));
    await browser.post("/api/auth/verify-email", { token });
    const login = await browser.post("/api/auth/login", {
      email: email.toLowerCase(),
      password: "password-1",
    });
    expect(login).toMatchObject({ status: 200, body: { user: { email: email.toLowerCase() } } });
  });
});

describe("sign-up of an address that has an account", () => {
  it("answers the same, mails the owner instead, and changes nothing", async () => {
    const owner = await createUser(db(), { name: "Owner" });
    const browser = new TestBrowser(server);
    await signUp(browser, {
      email: owner.email.toUpperCase(),
      password: "new-password",
      name: "X",
    });
    const notice = await mail.nextMailTo(owner.email);
    expect(notice.subject).toBe("You already have an Encore account");
    expect(notice.text).toContain("Hi Owner,");
    expect(notice.text).toContain("Forgot Password");
    expect(notice.text).not.toMatch(/token=/);
    expect(
      (await browser.post("/api/auth/login", { email: owner.email, password: "new-password" }))
        .status,
    ).toBe(401);
    await signIn(server, owner);
  });
});

describe("sign-up validation (product.md auth dialog checks)", () => {
  const valid = { email: "valid@example.com", password: "longenough", name: "Val" };
  it.each([
    [{ ...valid, email: "" }, "Email is required"],
    [{ ...valid, email: "   " }, "Email is required"],
    [{ password: "longenough", name: "Val" }, "Email is required"],
    [{ ...valid, email: "not-an-address" }, "Please enter a valid email address"],
    [{ ...valid, password: "" }, "Password is required"],
    [{ ...valid, name: "" }, "Name is required"],
    [{ ...valid, name: "  " }, "Name is required"],
    [{ ...valid, password: "1234567" }, "Password must be at least 8 characters"],
    [{ ...valid, password: "p".repeat(257) }, "Password must be at most 256 characters"],
    [{ ...valid, name: "n".repeat(101) }, "Name must be at most 100 characters"],
    [{ ...valid, email: ["a@b.co"] }, "email must be text"],
  ])("%j → 400 %s", async (body, message) => {
    const answer = await new TestBrowser(server).post("/api/auth/signup", body);
    expect(answer).toMatchObject({ status: 400, body: { message } });
  });

  it("refuses a body that is not JSON", async () => {
    const answer = await new TestBrowser(server).request("/api/auth/signup", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: undefined,
    });
    expect(answer.status).toBe(400);
    const broken = await server.request("/api/auth/signup", {
      method: "POST",
      body: "{not json",
    });
    expect(broken).toMatchObject({
      status: 400,
      body: { message: "Request body is not valid JSON" },
    });
  });
});
