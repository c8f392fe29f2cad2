// Rate limits on sign-in, sign-up, forgot-password, verify and reset over real HTTP, with the
// numbers the service runs with: per client address and per account (address or link); 429 with
// a message and Retry-After.
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createUser, uniqueEmail } from "../test-support/accounts-fixtures.js";
import { TestBrowser, uniqueClientAddress } from "../test-support/test-browser.js";
import { startTestServer, type TestServer } from "../test-support/test-server.js";
import { DEFAULT_RATE_LIMITS, type RateLimitedAction } from "./rate-limits.js";

// Most tests here make dozens of password checks (argon2, on purpose slow): on a two-core machine
// running four test files at once, on Node 22, some took past the default 20 s.
vi.setConfig({ testTimeout: 60_000 });

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ TRUST_PROXY: "1" });
});

afterAll(async () => {
  await server.close();
});

const FAKE_LINK = "AAAAAAAAAAAAAAAAAAAAAA.BBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB";

/** One attempt at an action, on an account (an address or a link id), from a browser. */
const attempts: Record<
  RateLimitedAction,
  (browser: TestBrowser, account: string) => Promise<number>
> = {
  signIn: async (b, email) =>
    (await b.post("/api/auth/login", { email, password: "wrong-password" })).status,
  signUp: async (b, email) =>
    (await b.post("/api/auth/signup", { email, password: "password-1", name: "N" })).status,
  forgotPassword: async (b, email) => (await b.post("/api/auth/forgot-password", { email })).status,
  verifyEmail: async (b, link) =>
    (await b.post("/api/auth/verify-email", { token: `${link}${FAKE_LINK.slice(link.length)}` }))
      .status,
  resetPassword: async (b, link) =>
    (
      await b.post("/api/auth/reset-password", {
        token: `${link}${FAKE_LINK.slice(link.length)}`,
        password: "Password-1",
      })
    ).status,
};

/** A fresh account key: an address, or the id half of a link (22 characters). */
function account(action: RateLimitedAction): string {
  const email = uniqueEmail("limited");
  if (action === "verifyEmail" || action === "resetPassword") {
    return email
      .replace(/[^A-Za-z0-9]/g, "")
      .padEnd(22, "x")
      .slice(0, 22);
  }
  return email;
}

async function expectRefused(
  browser: TestBrowser,
  path: string,
  body: unknown,
  windowSeconds: number,
) {
  const answer = await browser.post(path, body);
  expect(answer.status).toBe(429);
  expect((answer.body as { message: string }).message).toMatch(
    /^Too many attempts\. Please try again in \d+ (minute|second)s?\.$/,
  );
  const retryAfter = Number(answer.headers.get("retry-after"));
  expect(retryAfter).toBeGreaterThan(windowSeconds - 30);
  expect(retryAfter).toBeLessThanOrEqual(windowSeconds);
}

const PATHS: Record<RateLimitedAction, string> = {
  signIn: "/api/auth/login",
  signUp: "/api/auth/signup",
  forgotPassword: "/api/auth/forgot-password",
  verifyEmail: "/api/auth/verify-email",
  resetPassword: "/api/auth/reset-password",
};

describe.each(Object.keys(attempts) as RateLimitedAction[])("%s", (action) => {
  const { perAddress, perPair, perAccount } = DEFAULT_RATE_LIMITS[action];

  it(`allows ${perPair.points} attempts per account from one address, then 429 for that pair only`, async () => {
    const key = account(action);
    const browser = new TestBrowser(server);
    for (let i = 0; i < perPair.points; i++) {
      expect(await attempts[action](browser, key)).not.toBe(429);
    }
    expect(await attempts[action](browser, key)).toBe(429);
    // The same account from another address, and another account from this one, still pass.
    expect(await attempts[action](new TestBrowser(server), key)).not.toBe(429);
    expect(await attempts[action](browser, account(action))).not.toBe(429);
  });

  it(`allows ${perAccount.points} attempts per account, from any address, then 429`, async () => {
    const key = account(action);
    for (let i = 0; i < perAccount.points; i++) {
      expect(await attempts[action](new TestBrowser(server), key)).not.toBe(429);
    }
    const last = new TestBrowser(server);
    const status = await attempts[action](last, key);
    expect(status).toBe(429);
    // Another account from the same address is not affected.
    expect(await attempts[action](last, account(action))).not.toBe(429);
  });

  it(`allows ${perAddress.points} attempts per client address, on any accounts, then 429`, async () => {
    const browser = new TestBrowser(server, { address: uniqueClientAddress() });
    for (let i = 0; i < perAddress.points; i++) {
      expect(await attempts[action](browser, account(action))).not.toBe(429);
    }
    expect(await attempts[action](browser, account(action))).toBe(429);
    // Another address is not affected.
    expect(await attempts[action](new TestBrowser(server), account(action))).not.toBe(429);
    // 51 password checks (argon2): past the default 20 s on a loaded two-core machine.
  }, 60_000);

  it("says so with a message and Retry-After", async () => {
    const key = account(action);
    const browser = new TestBrowser(server);
    for (let i = 0; i < perAccount.points; i++)
      await attempts[action](new TestBrowser(server), key);
    const token = `${key}${FAKE_LINK.slice(key.length)}`;
    const body =
      action === "verifyEmail" || action === "resetPassword"
        ? { token, password: "Password-1" }
        : { email: key, password: "wrong-password", name: "N" };
    await expectRefused(browser, PATHS[action], body, perAccount.durationSeconds);
  });
});

describe("sign-in limits", () => {
  const { perPair, perAccount } = DEFAULT_RATE_LIMITS.signIn;
  const signIn = (browser: TestBrowser, user: { email: string; password: string }) =>
    browser.post("/api/auth/login", { email: user.email, password: user.password });

  it("do not lock the owner out after ten wrong passwords from other addresses", async () => {
    const user = await createUser(server.services.database.db);
    for (let i = 0; i < 10; i++) {
      expect(await attempts.signIn(new TestBrowser(server), user.email)).toBe(401);
    }
    expect((await signIn(new TestBrowser(server), user)).status).toBe(200);
  });

  it("refuse a guesser at one address without refusing the owner at another", async () => {
    const user = await createUser(server.services.database.db);
    const guesser = new TestBrowser(server);
    for (let i = 0; i < perPair.points; i++) await attempts.signIn(guesser, user.email);
    expect((await signIn(guesser, user)).status).toBe(429); // even the right password
    expect((await signIn(new TestBrowser(server), user)).status).toBe(200);
  });

  it("let the owner in from a known device once strangers reach the account's ceiling", async () => {
    const user = await createUser(server.services.database.db);
    const owner = new TestBrowser(server);
    expect((await signIn(owner, user)).status).toBe(200);
    expect(owner.cookies.get("encore_device")).toMatch(/^[\w-]{22}\.[\w-]{43}$/);
    await owner.post("/api/auth/logout");
    for (let i = 0; i < perAccount.points; i++) {
      await attempts.signIn(new TestBrowser(server), user.email);
    }
    // A browser the account has never signed in from waits: that is the ceiling's point.
    expect((await signIn(new TestBrowser(server), user)).status).toBe(429);
    expect((await signIn(owner, user)).status).toBe(200);
  });

  it("do not take a device cookie of another account, or a forged one, as known", async () => {
    const user = await createUser(server.services.database.db);
    const other = await createUser(server.services.database.db);
    const browser = new TestBrowser(server);
    expect((await signIn(browser, other)).status).toBe(200);
    await browser.post("/api/auth/logout");
    for (let i = 0; i < perAccount.points; i++) {
      await attempts.signIn(new TestBrowser(server), user.email);
    }
    expect((await signIn(browser, user)).status).toBe(429);
    const forger = new TestBrowser(server);
    forger.cookies.set("encore_device", `${"A".repeat(22)}.${"B".repeat(43)}`);
    expect((await signIn(forger, user)).status).toBe(429);
  });

  it("forgive a pair's failures at a successful sign-in", async () => {
    const user = await createUser(server.services.database.db);
    const browser = new TestBrowser(server);
    for (let i = 0; i < perPair.points - 1; i++) await attempts.signIn(browser, user.email);
    expect((await signIn(browser, user)).status).toBe(200);
    for (let i = 0; i < perPair.points - 1; i++) {
      expect(await attempts.signIn(browser, user.email)).toBe(401);
    }
  });

  it("count the same address in any case as one account", async () => {
    const email = uniqueEmail("cased");
    const browser = new TestBrowser(server);
    for (let i = 0; i < perPair.points; i++) {
      await attempts.signIn(browser, i % 2 ? email.toUpperCase() : email);
    }
    expect(await attempts.signIn(browser, ` ${email.toUpperCase()}`)).toBe(429);
  });
});

describe("forgot-password limits", () => {
  it("do not block the owner's reset after three requests from other addresses", async () => {
    const user = await createUser(server.services.database.db);
    for (let i = 0; i < 3; i++) {
      expect(await attempts.forgotPassword(new TestBrowser(server), user.email)).toBe(204);
    }
    expect(await attempts.forgotPassword(new TestBrowser(server), user.email)).toBe(204);
  });
});

describe("without TRUST_PROXY (no proxy in front)", () => {
  it("count the connection's address: a made-up X-Forwarded-For does not escape the limit", async () => {
    const direct = await startTestServer();
    try {
      const forgot = (address: string) =>
        direct.request(PATHS.forgotPassword, {
          method: "POST",
          body: { email: uniqueEmail("spoofer") },
          headers: { "x-forwarded-for": address },
        });
      const { points } = DEFAULT_RATE_LIMITS.forgotPassword.perAddress;
      for (let i = 0; i < points; i++) {
        expect((await forgot(uniqueClientAddress())).status).toBe(204);
      }
      const refused = await forgot(uniqueClientAddress());
      expect(refused.status).toBe(429);
      expect(refused.headers.get("retry-after")).toMatch(/^\d+$/);
    } finally {
      await direct.close();
    }
  });
});
