// The Content-Security-Policy opens to Google Analytics only where the host configured ANALYTICS_ID
// (docs/protocol.md#configuration): otherwise the browser could not load analytics even if asked
// to.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../test-support/test-server.js";
import { contentSecurityPolicy } from "./security-headers.js";

const ANALYTICS_HOST = /googletagmanager|google-analytics|analytics\.google/;

function directives(csp: string | null): Map<string, string[]> {
  return new Map(
    (csp ?? "").split(";").map((part) => {
      const [name = "", ...values] = part.trim().split(/\s+/);
      return [name, values];
    }),
  );
}

describe("the policy's analytics hosts", () => {
  it("are absent without an analytics id", () => {
    for (const https of [false, true]) {
      const policy = contentSecurityPolicy(https);
      expect(
        Object.values(policy)
          .flat()
          .filter((source) => ANALYTICS_HOST.test(source)),
      ).toEqual([]);
    }
  });

  it("allow gtag.js and its collection hosts with one", () => {
    const policy = contentSecurityPolicy(false, "G-TEST123");
    expect(policy["script-src"]).toEqual([
      "'self'",
      "https://www.youtube.com",
      "https://s.ytimg.com",
      "https://www.googletagmanager.com",
    ]);
    expect(policy["connect-src"]).toEqual([
      "'self'",
      "ws:",
      "wss:",
      "https://www.googletagmanager.com",
      "https://*.google-analytics.com",
      "https://*.analytics.google.com",
    ]);
    // Nothing else opens: still no inline script, frames only from the video platform.
    expect(policy["script-src-attr"]).toEqual(["'none'"]);
    expect(policy["frame-src"]?.some((source) => ANALYTICS_HOST.test(source))).toBe(false);
  });

  it("leave the policy without analytics unchanged", () => {
    const without = contentSecurityPolicy(true);
    const withId = contentSecurityPolicy(true, "G-TEST123");
    for (const name of Object.keys(without)) {
      if (name === "script-src" || name === "connect-src") continue;
      expect(withId[name]).toEqual(without[name]);
    }
  });
});

describe("served over HTTP", () => {
  let plain: TestServer;
  let withAnalytics: TestServer;

  beforeAll(async () => {
    [plain, withAnalytics] = await Promise.all([
      startTestServer(),
      startTestServer({ ANALYTICS_ID: "G-TEST123" }),
    ]);
  });

  afterAll(async () => {
    await Promise.all([plain.close(), withAnalytics.close()]);
  });

  it("names no analytics host when ANALYTICS_ID is unset", async () => {
    const answer = await plain.request("/api/config");
    expect((answer.body as { analytics_id: unknown }).analytics_id).toBeNull();
    expect(answer.headers.get("content-security-policy")).not.toMatch(ANALYTICS_HOST);
  });

  it("names the analytics hosts when it is set", async () => {
    const answer = await withAnalytics.request("/api/config");
    expect((answer.body as { analytics_id: unknown }).analytics_id).toBe("G-TEST123");
    const csp = directives(answer.headers.get("content-security-policy"));
    expect(csp.get("script-src")).toContain("https://www.googletagmanager.com");
    expect(csp.get("connect-src")).toEqual(
      expect.arrayContaining(["https://*.google-analytics.com", "https://*.analytics.google.com"]),
    );
  });

  it("sends the same policy with the web app's page as with the API", async () => {
    for (const server of [plain, withAnalytics]) {
      const page = await server.request("/privacy");
      const api = await server.request("/api/health");
      expect(page.headers.get("content-security-policy")).toBe(
        api.headers.get("content-security-policy"),
      );
    }
  });
});
