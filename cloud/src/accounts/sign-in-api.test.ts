// Sign-in, who am I and sign-out over real HTTP: the session cookie, login sessions in the
// database (a new id at each sign-in, expiry, revoked at sign-out) and every refusal.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createUser,
  signIn,
  TEST_PASSWORD,
  uniqueEmail,
} from "../test-support/accounts-fixtures.js";
import { TestBrowser } from "../test-support/test-browser.js";
import { startTestServer, type TestServer } from "../test-support/test-server.js";
import { SESSION_COOKIE } from "./auth-cookies.js";

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ TRUST_PROXY: "1" });
});

afterAll(async () => {
  await server.close();
});

const db = () => server.services.database.db;

describe("sign-in", () => {
  it("refuses a wrong password and an unknown address with the same message", async () => {
    const user = await createUser(db());
    for (const body of [
      { email: user.email, password: "wrong-password" },
      { email: uniqueEmail("nobody"), password: TEST_PASSWORD },
    ]) {
      const answer = await new TestBrowser(server).post("/api/auth/login", body);
      expect(answer).toMatchObject({ status: 401, body: { message: "Invalid email or password" } });
      expect(answer.headers.get("set-cookie")).toBeNull();
    }
  });

  it("refuses a password on a Google-only account", async () => {
    const user = await createUser(db(), { password: null });
    const answer = await new TestBrowser(server).post("/api/auth/login", {
      email: user.email,
      password: "anything-at-all",
    });
    expect(answer).toMatchObject({ status: 401, body: { message: "Invalid email or password" } });
  });

  it.each([
    [{ password: "x" }, "Email is required"],
    [{ email: "a@b.co" }, "Password is required"],
    [{ email: "a@b.co", password: "" }, "Password is required"],
  ])("%j → 400 %s", async (body, message) => {
    const answer = await new TestBrowser(server).post("/api/auth/login", body);
    expect(answer).toMatchObject({ status: 400, body: { message } });
  });

  it("sets an HttpOnly, SameSite=Lax session cookie on path / for 30 days", async () => {
    const user = await createUser(db());
    const answer = await new TestBrowser(server).post("/api/auth/login", {
      email: user.email,
      password: user.password,
    });
    const cookie = answer.headers.getSetCookie().find((c) => c.startsWith(`${SESSION_COOKIE}=`));
    expect(cookie).toBeDefined();
    expect(cookie).toMatch(/; path=\//);
    expect(cookie).toMatch(/; httponly/);
    expect(cookie).toMatch(/; samesite=lax/);
    expect(cookie).not.toMatch(/; secure/); // PUBLIC_URL is plain http here
    const expires = Date.parse(/expires=([^;]+)/.exec(cookie ?? "")?.[1] ?? "");
    expect(expires - Date.now()).toBeGreaterThan(29.9 * 24 * 60 * 60 * 1000);
    expect(expires - Date.now()).toBeLessThan(30.1 * 24 * 60 * 60 * 1000);
  });
});

describe("login sessions", () => {
  it("get a new id at every sign-in; the replaced one stops working", async () => {
    const user = await createUser(db());
    const browser = await signIn(server, user);
    const first = browser.cookies.get(SESSION_COOKIE);
    await browser.post("/api/auth/login", { email: user.email, password: user.password });
    const second = browser.cookies.get(SESSION_COOKIE);
    expect(second).toBeDefined();
    expect(second).not.toBe(first);

    const stale = new TestBrowser(server);
    stale.cookies.set(SESSION_COOKIE, first ?? "");
    expect((await stale.request("/api/auth/me")).status).toBe(401);
    expect((await browser.request("/api/auth/me")).status).toBe(200);
  });

  it("end at sign-out, on the server too; other browsers stay signed in", async () => {
    const user = await createUser(db());
    const phone = await signIn(server, user);
    const laptop = await signIn(server, user);
    const copy = new TestBrowser(server);
    copy.cookies.set(SESSION_COOKIE, phone.cookies.get(SESSION_COOKIE) ?? "");

    expect((await phone.post("/api/auth/logout")).status).toBe(204);
    expect(phone.cookies.has(SESSION_COOKIE)).toBe(false);
    expect(await phone.request("/api/auth/me")).toMatchObject({
      status: 401,
      body: { message: "Not logged in" },
    });
    // The cookie's value, replayed, is dead: the session was revoked, not just forgotten.
    expect((await copy.request("/api/auth/me")).status).toBe(401);
    expect((await laptop.request("/api/auth/me")).status).toBe(200);
    // Signing out when signed out is fine.
    expect((await phone.post("/api/auth/logout")).status).toBe(204);
  });

  it("expire, and an expired cookie is cleared", async () => {
    const user = await createUser(db());
    const browser = await signIn(server, user);
    const row = await db()
      .selectFrom("login_sessions")
      .selectAll()
      .where("user_id", "=", user.id)
      .executeTakeFirstOrThrow();
    expect(Date.parse(row.expires_at) - Date.parse(row.created_at)).toBe(30 * 24 * 60 * 60 * 1000);
    await db()
      .updateTable("login_sessions")
      .set({ expires_at: new Date(Date.now() - 1).toISOString() })
      .where("user_id", "=", user.id)
      .execute();
    expect((await browser.request("/api/auth/me")).status).toBe(401);
    expect(browser.cookies.has(SESSION_COOKIE)).toBe(false);
  });

  it("store only a hash of the cookie's secret", async () => {
    const user = await createUser(db());
    const browser = await signIn(server, user);
    const secret = browser.cookies.get(SESSION_COOKIE)?.split(".")[1] ?? "";
    expect(secret.length).toBeGreaterThan(40);
    const rows = await db().selectFrom("login_sessions").selectAll().execute();
    expect(JSON.stringify(rows)).not.toContain(secret);
  });

  it("answer 401 to a guest and to a garbled cookie", async () => {
    expect(await new TestBrowser(server).request("/api/auth/me")).toMatchObject({
      status: 401,
      body: { message: "Not logged in" },
    });
    const garbled = new TestBrowser(server);
    garbled.cookies.set(SESSION_COOKIE, "garbage");
    expect((await garbled.request("/api/auth/me")).status).toBe(401);
  });
});
