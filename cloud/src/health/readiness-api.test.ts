// GET /api/ready over real HTTP (docs/deploy.md, "Readiness and liveness"): ready while the
// database answers, 503 not_ready when it does not, while GET /api/health, the liveness check,
// stays 200 throughout.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AppServices } from "../app.js";
import { openPostgres } from "../db/postgres.js";
import { freePort } from "../test-support/cloud-process.js";
import { rawRequest } from "../test-support/raw-http.js";
import { startTestServer, type TestServer } from "../test-support/test-server.js";

const METRICS_TOKEN = "readiness-0123456789";
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});

afterAll(async () => {
  await server.close();
});

/** The services with their database closed once only, however often it is asked to close. */
function closingOnce(services: AppServices): AppServices {
  let closed: Promise<void> | undefined;
  const { database } = services;
  return { ...services, database: { ...database, close: () => (closed ??= database.close()) } };
}

describe("GET /api/ready", () => {
  it("is 200 ready once migrated and while the database answers, never cached", async () => {
    const answer = await server.request("/api/ready");
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ status: "ready" });
    expect(answer.headers.get("cache-control")).toBe("no-store");
  });

  it("is answered whatever the Host, as a load balancer probes by address", async () => {
    const answer = await rawRequest(`${server.url}/api/ready`, {
      method: "GET",
      headers: { host: "10.9.9.9:8080" },
    });
    expect(answer.status).toBe(200);
  });

  it("is 503 not_ready once the database is closed; the liveness check stays 200", async () => {
    const closing = await startTestServer({ METRICS_TOKEN }, closingOnce);
    try {
      await closing.services.database.close();
      const answer = await closing.request("/api/ready");
      expect(answer.status).toBe(503);
      expect(answer.body).toEqual({
        status: "not_ready",
        reason: "the database could not be queried",
      });
      expect((await closing.request("/api/health")).body).toEqual({ status: "ok" });
      // What Prometheus alerts on (docs/deploy.md, Metrics).
      const metrics = await closing.request("/metrics", {
        headers: { Authorization: `Bearer ${METRICS_TOKEN}` },
      });
      expect(metrics.body).toMatch(/^encore_ready 0$/m);
    } finally {
      await closing.close();
    }
  });

  it("is 503 not_ready while the database cannot be reached (PostgreSQL at a closed port)", async () => {
    const port = await freePort();
    const unreachable = openPostgres(`postgres://encore@127.0.0.1:${port}/encore`);
    const cut = await startTestServer({}, (services) => ({
      ...services,
      database: {
        ...services.database,
        db: unreachable.db,
        close: async () => {
          await unreachable.close();
          await services.database.close();
        },
      },
    }));
    try {
      const answer = await cut.request("/api/ready");
      expect(answer.status).toBe(503);
      expect(answer.body).toEqual({
        status: "not_ready",
        reason: "the database could not be queried",
      });
      expect((await cut.request("/api/health")).status).toBe(200);
    } finally {
      await cut.close();
    }
  });
});
