// Forgotten passwords over real HTTP, with the mail through a real SMTP server: the same answer for
// every address, a single-use link that expires in an hour, the reset rules of
// docs/product.md#password-rules.
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
const NEW_PASSWORD = "Brand-New-Tune-9";
const DEAD_LINK = "This password reset link is invalid or has expired";

async function resetToken(email: string): Promise<string> {
  const answer = await new TestBrowser(server).post("/api/auth/forgot-password", { email });
  expect(answer.status).toBe(204);
  return tokenIn(await mail.nextMailTo(email));
}

describe("POST /auth/forgot-password", () => {
  it("mails a reset link to PUBLIC_URL/reset-password to an address with an account", async () => {
    const user = await createUser(db(), { name: "Forgetful" });
    const answer = await new TestBrowser(server).post("/api/auth/forgot-password", {
      email: ` ${user.email.toUpperCase()} `,
    });
    expect(answer.status).toBe(204);
    expect(answer.body).toBe("");
    const reset = await mail.nextMailTo(user.email);
    expect(reset.subject).toBe("Reset your Encore password");
    expect(reset.text).toContain("Hi Forgetful,");
    const link = linkIn(reset);
    expect(`${link.origin}${link.pathname}`).toBe("http://127.0.0.1:8080/reset-password");
  });

  it("answers the same for an address without an account, and sends nothing", async () => {
    const unknown = uniqueEmail("unknown");
    const answer = await new TestBrowser(server).post("/api/auth/forgot-password", {
      email: unknown,
    });
    expect(answer.status).toBe(204);
    expect(answer.body).toBe("");
    await server.services.mailer.idle();
    expect(mail.mails.filter((m) => m.to === unknown)).toEqual([]);
  });

  it.each([
    [{}, "Email is required"],
    [{ email: "  " }, "Email is required"],
    [{ email: "no-at-sign" }, "Please enter a valid email address"],
  ])("%j → 400 %s", async (body, message) => {
    const answer = await new TestBrowser(server).post("/api/auth/forgot-password", body);
    expect(answer).toMatchObject({ status: 400, body: { message } });
  });
});

describe("POST /auth/reset-password", () => {
  it("sets the new password, once, and signs out every browser", async () => {
    const user = await createUser(db());
    const signedIn = await signIn(server, user);
    const token = await resetToken(user.email);

    const answer = await new TestBrowser(server).post("/api/auth/reset-password", {
      token,
      password: NEW_PASSWORD,
    });
    expect(answer).toMatchObject({
      status: 200,
      body: { message: "Password reset successfully! You can now login with your new password." },
    });
    expect((await signedIn.request("/api/auth/me")).status).toBe(401);
    const old = await new TestBrowser(server).post("/api/auth/login", {
      email: user.email,
      password: user.password,
    });
    expect(old.status).toBe(401);
    await signIn(server, { ...user, password: NEW_PASSWORD });

    const again = await new TestBrowser(server).post("/api/auth/reset-password", {
      token,
      password: "Another-Pass-1",
    });
    expect(again).toMatchObject({ status: 400, body: { message: DEAD_LINK } });
  });

  it.each([
    ["Ab1defg", "Password must be at least 8 characters long"],
    ["abcdefg1", "Password must contain at least one uppercase letter"],
    ["ABCDEFG1", "Password must contain at least one lowercase letter"],
    ["Abcdefgh", "Password must contain at least one number"],
    [`Ab1${"c".repeat(254)}`, "Password must be at most 256 characters long"],
    ["", "Password must be at least 8 characters long"],
  ])("refuses %j with '%s', and the link still works", async (password, message) => {
    const user = await createUser(db());
    const token = await resetToken(user.email);
    const refused = await new TestBrowser(server).post("/api/auth/reset-password", {
      token,
      password,
    });
    expect(refused).toMatchObject({ status: 400, body: { message } });
    const accepted = await new TestBrowser(server).post("/api/auth/reset-password", {
      token,
      password: NEW_PASSWORD,
    });
    expect(accepted.status).toBe(200);
  });

  it("expires the link after an hour", async () => {
    const user = await createUser(db());
    const token = await resetToken(user.email);
    const row = await db()
      .selectFrom("password_resets")
      .selectAll()
      .where("user_id", "=", user.id)
      .executeTakeFirstOrThrow();
    expect(Date.parse(row.expires_at) - Date.parse(row.created_at)).toBe(60 * 60 * 1000);
    await db()
      .updateTable("password_resets")
      .set({ expires_at: new Date(Date.now() - 1).toISOString() })
      .where("user_id", "=", user.id)
      .execute();
    const answer = await new TestBrowser(server).post("/api/auth/reset-password", {
      token,
      password: NEW_PASSWORD,
    });
    expect(answer).toMatchObject({ status: 400, body: { message: DEAD_LINK } });
    await signIn(server, user);
  });

  it("reports a dead link before the password's rules", async () => {
    const answer = await new TestBrowser(server).post("/api/auth/reset-password", {
      token: "nonsense",
      password: "weak",
    });
    expect(answer).toMatchObject({ status: 400, body: { message: DEAD_LINK } });
    const missing = await new TestBrowser(server).post("/api/auth/reset-password", {
      password: NEW_PASSWORD,
    });
    expect(missing).toMatchObject({ status: 400, body: { message: DEAD_LINK } });
  });

  it("does not take a verification link, nor verify-email a reset link", async () => {
    const user = await createUser(db());
    const token = await resetToken(user.email);
    const crossed = await new TestBrowser(server).post("/api/auth/verify-email", { token });
    expect(crossed).toMatchObject({
      status: 400,
      body: { message: "This verification link is invalid or has expired" },
    });

    const email = uniqueEmail("crossed");
    await new TestBrowser(server).post("/api/auth/signup", {
      email,
      password: "password-1",
      name: "C",
    });
    const verifyToken = tokenIn(await mail.nextMailTo(email));
    const wrongWay = await new TestBrowser(server).post("/api/auth/reset-password", {
      token: verifyToken,
      password: NEW_PASSWORD,
    });
    expect(wrongWay).toMatchObject({ status: 400, body: { message: DEAD_LINK } });
  });

  it("lets a Google-only account choose a password", async () => {
    const user = await createUser(db(), { password: null });
    const token = await resetToken(user.email);
    const answer = await new TestBrowser(server).post("/api/auth/reset-password", {
      token,
      password: NEW_PASSWORD,
    });
    expect(answer.status).toBe(200);
    await signIn(server, { ...user, password: NEW_PASSWORD });
  });
});
