// Security headers on every answer, the cross-origin write guard, the names the cloud answers to
// (DNS rebinding) and answers no cache may keep, over real HTTP.
import { networkInterfaces } from "node:os";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createUser, signedInUser } from "../test-support/accounts-fixtures.js";
import { loadCatalogue } from "../test-support/catalogue-fixtures.js";
import { rawRequest } from "../test-support/raw-http.js";
import { connectDevice } from "../test-support/socket-device.js";
import { TestBrowser, uniqueClientAddress } from "../test-support/test-browser.js";
import { startTestServer, type TestServer } from "../test-support/test-server.js";
import { hostRefused } from "./allowed-hosts.js";

let server: TestServer;
let songId: number;

beforeAll(async () => {
  server = await startTestServer({ PUBLIC_URL: "http://karaoke.lan:8080", TRUST_PROXY: "1" });
  await loadCatalogue(server.services.database.db, [
    { name: "Book", prefix: "BK", songs: [{ title: "T", artist: "A" }] },
  ]);
  songId = (
    await server.services.database.db.selectFrom("songs").select("id").executeTakeFirstOrThrow()
  ).id;
});

afterAll(async () => {
  await server.close();
});

function directives(csp: string | null): Map<string, string[]> {
  return new Map(
    (csp ?? "").split(";").map((part) => {
      const [name = "", ...values] = part.trim().split(/\s+/);
      return [name, values];
    }),
  );
}

describe("security headers", () => {
  it.each([
    ["a success", "GET", "/api/health", 200],
    ["an unknown path", "GET", "/api/nowhere", 404],
    ["a refusal", "GET", "/api/auth/me", 401],
    ["bad input", "GET", "/api/songs?limit=0", 400],
    ["a write", "POST", "/api/auth/logout", 204],
  ])("are on %s", async (_label, method, path, status) => {
    const answer = await new TestBrowser(server).request(path, { method });
    expect(answer.status).toBe(status);
    const h = answer.headers;
    expect(h.get("content-security-policy")).toBeTruthy();
    expect(h.get("x-content-type-options")).toBe("nosniff");
    expect(h.get("x-frame-options")).toBe("SAMEORIGIN");
    expect(h.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    expect(h.get("cross-origin-opener-policy")).toBe("same-origin");
    expect(h.get("x-powered-by")).toBeNull();
  });

  it.each([
    ["a polling handshake", "/ws/?EIO=4&transport=polling", 200],
    ["the engine's refusal of an unknown transport", "/ws/?EIO=4&transport=carrier-pigeon", 400],
    ["the engine's refusal of an unknown sid", "/ws/?EIO=4&transport=polling&sid=nope", 400],
  ])("are on socket.io's answers at /ws too: %s", async (_label, path, status) => {
    const answer = await server.request(path);
    expect(answer.status).toBe(status);
    const h = answer.headers;
    expect(h.get("x-content-type-options")).toBe("nosniff");
    expect(h.get("x-frame-options")).toBe("SAMEORIGIN");
    expect(h.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    // The very policy the API answers with, not a copy that could drift.
    expect(h.get("content-security-policy")).toBe(
      (await server.request("/api/health")).headers.get("content-security-policy"),
    );
  });

  it.each([["websocket"], ["polling"]] as const)(
    "leave the relay working: a device joins a session over %s",
    async (transport) => {
      const created = await server.request("/api/sessions", { method: "POST" });
      const device = await connectDevice(server.url, { transports: [transport] });
      try {
        const joined = await device.join((created.body as { code: string }).code);
        expect(joined.device_count).toBe(1);
      } finally {
        device.close();
      }
    },
  );

  it("let the YouTube IFrame API, its player, thumbnails and the socket through, and little else", async () => {
    const csp = directives(
      (await server.request("/api/health")).headers.get("content-security-policy"),
    );
    expect(csp.get("default-src")).toEqual(["'self'"]);
    expect(csp.get("script-src")).toEqual([
      "'self'",
      "https://www.youtube.com",
      "https://s.ytimg.com",
    ]);
    expect(csp.get("frame-src")).toEqual([
      "https://www.youtube.com",
      "https://www.youtube-nocookie.com",
    ]);
    expect(csp.get("img-src")).toEqual(
      expect.arrayContaining(["'self'", "data:", "https://i.ytimg.com"]),
    );
    expect(csp.get("connect-src")).toEqual(["'self'", "ws:", "wss:"]);
    expect(csp.get("object-src")).toEqual(["'none'"]);
    expect(csp.get("frame-ancestors")).toEqual(["'self'"]);
    // Plain http: nothing may be upgraded, and HSTS would mean nothing.
    expect(csp.has("upgrade-insecure-requests")).toBe(false);
    expect(
      (await server.request("/api/health")).headers.get("strict-transport-security"),
    ).toBeNull();
  });

  it("add HSTS, upgrade-insecure-requests and Secure cookies when PUBLIC_URL is https", async () => {
    const secure = await startTestServer({
      PUBLIC_URL: "https://karaoke.example",
      TRUST_PROXY: "1",
    });
    try {
      const user = await createUser(secure.services.database.db);
      const answer = await new TestBrowser(secure).post("/api/auth/login", {
        email: user.email,
        password: user.password,
      });
      expect(answer.status).toBe(200);
      expect(answer.headers.get("strict-transport-security")).toMatch(/max-age=\d+/);
      expect(
        directives(answer.headers.get("content-security-policy")).has("upgrade-insecure-requests"),
      ).toBe(true);
      expect(answer.headers.get("set-cookie")).toMatch(/; secure/);
    } finally {
      await secure.close();
    }
  });

  it("make the cookie Secure behind an https proxy", async () => {
    const user = await createUser(server.services.database.db);
    const answer = await new TestBrowser(server).request("/api/auth/login", {
      method: "POST",
      body: { email: user.email, password: user.password },
      headers: { "x-forwarded-proto": "https" },
    });
    expect(answer.status).toBe(200);
    expect(answer.headers.get("set-cookie")).toMatch(/; secure/);
  });

  it("leave the cookie as it is for a client claiming https without a trusted proxy", async () => {
    const direct = await startTestServer({ PUBLIC_URL: "http://karaoke.lan:8080" });
    try {
      const user = await createUser(direct.services.database.db);
      const answer = await new TestBrowser(direct, { address: null }).request("/api/auth/login", {
        method: "POST",
        body: { email: user.email, password: user.password },
        headers: { "x-forwarded-proto": "https" },
      });
      expect(answer.status).toBe(200);
      expect(answer.headers.get("set-cookie")).not.toMatch(/; secure/);
    } finally {
      await direct.close();
    }
  });
});

describe("cross-origin writes", () => {
  const REFUSED = { status: 403, body: { message: "Cross-origin request refused" } };

  it("are refused when Origin names another site, and change nothing", async () => {
    const { browser } = await signedInUser(server);
    const evil = await browser.request(`/api/favorites/${songId}`, {
      method: "POST",
      headers: { origin: "https://evil.example" },
    });
    expect(evil).toMatchObject(REFUSED);
    expect((await browser.request("/api/favorites")).body).toEqual({ favorites: [] });
    for (const [method, path] of [
      ["DELETE", "/api/auth/account"],
      ["POST", "/api/feedback"],
      ["POST", "/api/auth/logout"],
    ]) {
      const answer = await browser.request(path as string, {
        method,
        headers: { origin: "http://karaoke.lan:8081" },
      });
      expect(answer).toMatchObject(REFUSED);
    }
    expect((await browser.request("/api/auth/me")).status).toBe(200);
  });

  it("are refused when only Referer is sent and it names another site, or Origin is null", async () => {
    const { browser } = await signedInUser(server);
    const cases: Record<string, string>[] = [
      { origin: "", referer: "https://evil.example/page" },
      { origin: "", referer: "not a url" },
      { origin: "null" },
    ];
    for (const headers of cases) {
      const answer = await browser.request(`/api/favorites/${songId}`, { method: "POST", headers });
      expect(answer).toMatchObject(REFUSED);
    }
  });

  it("refuse signing in from another site (login CSRF)", async () => {
    const user = await createUser(server.services.database.db);
    const answer = await new TestBrowser(server, { origin: "https://evil.example" }).post(
      "/api/auth/login",
      { email: user.email, password: user.password },
    );
    expect(answer).toMatchObject(REFUSED);
    expect(answer.headers.get("set-cookie")).toBeNull();
  });

  it("pass from PUBLIC_URL, from the request's own host, and from clients that name no page", async () => {
    const { browser } = await signedInUser(server);
    const own = new URL(server.url).origin;
    const cases: Record<string, string>[] = [
      { origin: "http://karaoke.lan:8080" },
      { origin: own },
      { origin: "", referer: `${own}/session/ABC234` },
      { origin: "" },
    ];
    for (const headers of cases) {
      const answer = await browser.request(`/api/favorites/${songId}`, { method: "POST", headers });
      expect(answer.status).toBe(204);
    }
  });

  it("do not concern reads", async () => {
    const answer = await new TestBrowser(server, { origin: "https://evil.example" }).request(
      "/api/health",
      { headers: { origin: "https://evil.example" } },
    );
    expect(answer.status).toBe(200);
  });
});

describe("requests to a name that is not the cloud's (DNS rebinding)", () => {
  // A page at http://rebound.example:<port>, whose DNS answer became the cloud's address: the
  // browser sends its writes with Host and Origin both naming rebound.example.
  function asPageAt(
    target: TestServer,
    host: string,
    pathname: string,
    init: { method?: string; headers?: Record<string, string> } = {},
  ) {
    return rawRequest(`${target.url}${pathname}`, {
      method: init.method ?? "GET",
      headers: { host, origin: `http://${host}`, ...init.headers },
    });
  }

  async function sessionCount(): Promise<number> {
    const rows = await server.services.database.db.selectFrom("sessions").select("code").execute();
    return rows.length;
  }

  it("are refused 421, writes, reads and pages alike, and change nothing", async () => {
    const host = `rebound.example:${new URL(server.url).port}`;
    const before = await sessionCount();
    const proxied = { "x-forwarded-for": uniqueClientAddress() };
    const write = await asPageAt(server, host, "/api/sessions", {
      method: "POST",
      headers: proxied,
    });
    expect(write.status).toBe(421);
    expect(JSON.parse(write.body)).toEqual(hostRefused(host));
    expect(write.body).toContain("ALLOWED_HOSTS");
    expect(await sessionCount()).toBe(before);
    for (const pathname of ["/api/songs?q=T", "/api/config", "/", "/remote/join/ABC234"]) {
      const read = await asPageAt(server, host, pathname, { headers: proxied });
      expect(read.status, pathname).toBe(421);
    }
  });

  it("are refused when a page forges X-Forwarded-Host behind the trusted proxy", async () => {
    const answer = await asPageAt(server, "rebound.example", "/api/sessions", {
      method: "POST",
      headers: {
        host: new URL(server.url).host,
        "x-forwarded-host": "rebound.example",
        "x-forwarded-for": uniqueClientAddress(),
      },
    });
    expect(answer.status).toBe(421);
  });

  it("leave the health check to any name a load balancer uses", async () => {
    const answer = await asPageAt(server, "10.9.9.9:8080", "/api/health");
    expect(answer.status).toBe(200);
  });

  it("pass for PUBLIC_URL's host, localhost, the machine's addresses and ALLOWED_HOSTS", async () => {
    const named = await startTestServer({
      PUBLIC_URL: "http://karaoke.lan:8080",
      ALLOWED_HOSTS: "encore-party.lan, tv.lan:8443",
    });
    try {
      const port = new URL(named.url).port;
      const lan = Object.values(networkInterfaces())
        .flat()
        .find((address) => address?.family === "IPv4" && !address.internal)?.address;
      const hosts = [
        "karaoke.lan:8080",
        "karaoke.lan",
        `localhost:${port}`,
        `127.0.0.1:${port}`,
        `[::1]:${port}`,
        `encore-party.lan:${port}`,
        "tv.lan:8443",
        ...(lan ? [`${lan}:${port}`] : []),
      ];
      for (const host of hosts) {
        // A write from the page at that name: the cross-origin guard lets its own origin through.
        const write = await asPageAt(named, host, "/api/auth/logout", { method: "POST" });
        expect(write.status, host).toBe(204);
        expect((await asPageAt(named, host, "/api/config")).status, host).toBe(200);
      }
      // ALLOWED_HOSTS' port is kept when it names one.
      expect((await asPageAt(named, "tv.lan:8444", "/api/config")).status).toBe(421);
    } finally {
      await named.close();
    }
  });
});

describe("answers that depend on the signed-in user", () => {
  const NO_STORE = "no-store";

  it("are never stored by a cache: sign-in, /auth/me, favorites, feedback, songs, sign-out", async () => {
    const user = await createUser(server.services.database.db);
    const browser = new TestBrowser(server);
    const login = await browser.post("/api/auth/login", {
      email: user.email,
      password: user.password,
    });
    expect(login.status).toBe(200);
    expect(login.headers.get("cache-control")).toBe(NO_STORE);
    const calls: [string, string, unknown?][] = [
      ["GET", "/api/auth/me"],
      ["POST", `/api/favorites/${songId}`],
      ["GET", "/api/favorites"],
      // Every song list says which songs are this user's favorites.
      ["GET", "/api/songs?q=T"],
      ["POST", "/api/feedback", { subject: "Hi", content: "A song is missing from the book." }],
      ["GET", "/api/feedback"],
      ["DELETE", `/api/favorites/${songId}`],
      ["POST", "/api/auth/logout"],
    ];
    for (const [method, path, body] of calls) {
      const answer = await browser.request(path, { method, body });
      expect(answer.status, `${method} ${path}`).toBeLessThan(300);
      expect(answer.headers.get("cache-control"), `${method} ${path}`).toBe(NO_STORE);
    }
  });

  it("are never stored for a guest either (a cached 401 would sign a user out)", async () => {
    const answer = await new TestBrowser(server).request("/api/auth/me");
    expect(answer.status).toBe(401);
    expect(answer.headers.get("cache-control")).toBe(NO_STORE);
  });

  it("leave answers that are the same for everyone as they were", async () => {
    const browser = new TestBrowser(server);
    expect((await browser.request("/api/health")).headers.get("cache-control")).toBeNull();
    expect((await browser.request("/api/config")).headers.get("cache-control")).toBe("no-cache");
  });
});
