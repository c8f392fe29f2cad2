// Who may call /api/admin (docs/admin.md, Access), over real HTTP: every route of the admin
// router's own list but signing in refuses a request without the operator's cookie, with a
// user's cookie, and with a forged or expired one; the password, its limit per address, signing
// out, the origin check and the cookie's attributes.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedInUser } from "../test-support/accounts-fixtures.js";
import { signedInOperator } from "../test-support/admin-operator.js";
import { TestBrowser } from "../test-support/test-browser.js";
import { startTestServer, type TestServer } from "../test-support/test-server.js";
import { ADMIN_COOKIE, ADMIN_PROBLEMS } from "./admin-auth.js";
import { adminRouter } from "./admin-router.js";
import { ADMIN_SESSION_LIFETIME_MS, createAdminSession } from "./admin-sessions.js";

const PASSWORD = "operator-password-1";
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ TRUST_PROXY: "1", ADMIN_PASSWORD: PASSWORD });
});

afterAll(async () => {
  await server.close();
});

/** The router's own routes, as requests: every method but the HEAD each GET adds. */
function adminRoutes(): { method: string; path: string }[] {
  const router = adminRouter({
    database: server.services.database,
    password: PASSWORD,
    publicUrl: server.config.publicUrl,
    rateLimits: server.services.rateLimits,
    presence: server.services.sessions.presence,
    youtube: server.services.youtube,
  });
  return router.stack.flatMap((layer) =>
    layer.methods
      .filter((method) => method !== "HEAD")
      .map((method) => ({
        method,
        // Parameters filled with a value each route's validation would take.
        path: `/api${String(layer.path).replace(/:\w+/g, "1")}`,
      })),
  );
}

const guarded = () =>
  adminRoutes().filter(
    (route) => !(route.method === "POST" && route.path === "/api/admin/session"),
  );

async function expectRefused(browser: TestBrowser): Promise<void> {
  for (const route of guarded()) {
    const answer = await browser.request(route.path, {
      method: route.method,
      ...(route.method === "GET" ? {} : { body: {} }),
    });
    expect(answer, `${route.method} ${route.path}`).toMatchObject({
      status: 401,
      body: { code: "admin_sign_in", message: ADMIN_PROBLEMS.signIn.message },
    });
  }
}

describe("every admin route", () => {
  it("is listed, and only signing in is open", () => {
    const listed = adminRoutes().map((route) => `${route.method} ${route.path}`);
    expect(listed).toEqual(
      expect.arrayContaining([
        "POST /api/admin/session",
        "GET /api/admin/session",
        "DELETE /api/admin/session",
        "GET /api/admin/overview",
        "GET /api/admin/hidden-songs",
        "POST /api/admin/hidden-songs/restore",
        "GET /api/admin/songs",
        "POST /api/admin/songs/1/hide",
        "GET /api/admin/feedback",
        "PATCH /api/admin/feedback/1",
        "GET /api/admin/youtube",
        "PUT /api/admin/youtube/key",
        "DELETE /api/admin/youtube/key",
        "POST /api/admin/youtube/channels",
        "PATCH /api/admin/youtube/channels/1",
        "DELETE /api/admin/youtube/channels/1",
        "POST /api/admin/imports",
        "GET /api/admin/imports/current",
        "GET /api/admin/imports/events",
      ]),
    );
    expect(guarded()).toHaveLength(listed.length - 1);
  });

  it("answers 401 admin_sign_in without a cookie", async () => {
    await expectRefused(new TestBrowser(server));
  });

  it("answers 401 admin_sign_in to a signed-in user's cookie", async () => {
    const { browser } = await signedInUser(server);
    expect((await browser.request("/api/auth/me")).status).toBe(200);
    await expectRefused(browser);
  });

  it("answers 401 admin_sign_in to a forged cookie", async () => {
    const forged = new TestBrowser(server);
    forged.cookies.set(ADMIN_COOKIE, `${"A".repeat(22)}.${"B".repeat(43)}`);
    await expectRefused(forged);
    const garbage = new TestBrowser(server);
    garbage.cookies.set(ADMIN_COOKIE, "operator");
    await expectRefused(garbage);
  });

  it("answers 401 admin_sign_in to an expired cookie, and to one with the wrong secret", async () => {
    const longAgo = new Date(Date.now() - ADMIN_SESSION_LIFETIME_MS - 60_000);
    const { token } = await createAdminSession(server.services.database.db, longAgo);
    const expired = new TestBrowser(server);
    expired.cookies.set(ADMIN_COOKIE, token);
    await expectRefused(expired);

    const live = await createAdminSession(server.services.database.db, new Date());
    const tampered = new TestBrowser(server);
    tampered.cookies.set(ADMIN_COOKIE, `${live.token.slice(0, 23)}${"x".repeat(43)}`);
    await expectRefused(tampered);
  });
});

describe("signing in", () => {
  it("refuses a wrong password with 401 wrong_admin_password", async () => {
    const browser = new TestBrowser(server);
    const answer = await browser.post("/api/admin/session", { password: "not-the-password" });
    expect(answer).toMatchObject({
      status: 401,
      body: { code: "wrong_admin_password", message: "Wrong operator password" },
    });
    expect(browser.cookies.has(ADMIN_COOKIE)).toBe(false);
    expect((await browser.request("/api/admin/session")).status).toBe(401);
  });

  it("refuses a body without a password with 400", async () => {
    const browser = new TestBrowser(server);
    expect(await browser.post("/api/admin/session", {})).toMatchObject({ status: 400 });
    expect(await browser.post("/api/admin/session", { password: 42 })).toMatchObject({
      status: 400,
      body: { message: "password must be text" },
    });
  });

  it("opens every route with the right password; the cookie opens nothing outside /api/admin", async () => {
    const operator = await signedInOperator(server);
    expect(await operator.request("/api/admin/session")).toMatchObject({
      status: 200,
      body: { signed_in: true },
    });
    expect((await operator.request("/api/admin/overview")).status).toBe(200);
    expect((await operator.request("/api/admin/hidden-songs")).status).toBe(200);
    expect((await operator.request("/api/auth/me")).status).toBe(401);
    expect((await operator.request("/api/feedback")).status).toBe(401);
  });

  it("sets an HttpOnly, SameSite=Strict cookie for /api/admin, for 12 hours, not Secure on http", async () => {
    const browser = new TestBrowser(server);
    const answer = await browser.post("/api/admin/session", { password: PASSWORD });
    expect(answer.status).toBe(204);
    expect(answer.headers.get("cache-control")).toBe("no-store");
    const cookie = answer.headers
      .getSetCookie()
      .find((line) => line.startsWith(`${ADMIN_COOKIE}=`));
    const attributes = (cookie ?? "").split(";").map((part) => part.trim().toLowerCase());
    expect(attributes).toEqual(
      expect.arrayContaining(["path=/api/admin", "samesite=strict", "httponly"]),
    );
    expect(attributes).not.toContain("secure");
    const expires = Date.parse(
      attributes.find((part) => part.startsWith("expires="))?.slice("expires=".length) ?? "",
    );
    expect(expires - Date.now()).toBeGreaterThan(ADMIN_SESSION_LIFETIME_MS - 60_000);
    expect(expires - Date.now()).toBeLessThanOrEqual(ADMIN_SESSION_LIFETIME_MS);
  });

  it("refuses the 11th wrong try from one address with 429, while another address may try", async () => {
    const guesser = new TestBrowser(server);
    for (let i = 1; i <= 10; i++) {
      const answer = await guesser.post("/api/admin/session", { password: `guess-${i}` });
      expect(answer.status, `try ${i}`).toBe(401);
    }
    const refused = await guesser.post("/api/admin/session", { password: "guess-11" });
    expect(refused).toMatchObject({ status: 429, body: { code: "too_many_attempts" } });
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(60);
    // Even the right password waits now, from that address.
    expect((await guesser.post("/api/admin/session", { password: PASSWORD })).status).toBe(429);

    const other = new TestBrowser(server);
    expect((await other.post("/api/admin/session", { password: "guess-12" })).status).toBe(401);
    expect((await other.post("/api/admin/session", { password: PASSWORD })).status).toBe(204);
  });
});

describe("signing out", () => {
  it("ends the sign-in: the cookie is cleared, and sent again it opens nothing", async () => {
    const operator = await signedInOperator(server);
    const cookie = operator.cookies.get(ADMIN_COOKIE) ?? "";
    const out = await operator.delete("/api/admin/session");
    expect(out.status).toBe(204);
    expect(operator.cookies.has(ADMIN_COOKIE)).toBe(false);
    expect((await operator.request("/api/admin/session")).status).toBe(401);

    const replay = new TestBrowser(server);
    replay.cookies.set(ADMIN_COOKIE, cookie);
    await expectRefused(replay);
  });
});

describe("another site's page", () => {
  it("cannot sign in or change anything, even with the operator's cookie", async () => {
    const operator = await signedInOperator(server);
    const foreign = { origin: "https://evil.example" };
    expect(
      await operator.request("/api/admin/hidden-songs/restore", {
        method: "POST",
        body: { all: true },
        headers: foreign,
      }),
    ).toMatchObject({ status: 403, body: { code: "cross_origin" } });
    expect(
      await operator.request("/api/admin/session", { method: "DELETE", headers: foreign }),
    ).toMatchObject({ status: 403, body: { code: "cross_origin" } });
    expect((await operator.request("/api/admin/session")).status).toBe(200);

    const stranger = new TestBrowser(server, { origin: "https://evil.example" });
    expect(await stranger.post("/api/admin/session", { password: PASSWORD })).toMatchObject({
      status: 403,
      body: { code: "cross_origin" },
    });
  });
});

describe("on https", () => {
  it("makes the cookie Secure", async () => {
    const https = await startTestServer({
      TRUST_PROXY: "1",
      ADMIN_PASSWORD: PASSWORD,
      PUBLIC_URL: "https://karaoke.example",
    });
    try {
      const answer = await new TestBrowser(https).post("/api/admin/session", {
        password: PASSWORD,
      });
      expect(answer.status).toBe(204);
      const cookie = answer.headers
        .getSetCookie()
        .find((line) => line.startsWith(`${ADMIN_COOKIE}=`));
      expect((cookie ?? "").toLowerCase()).toContain("; secure");
    } finally {
      await https.close();
    }
  });
});
