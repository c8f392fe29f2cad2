// Starts the real service on a free port with a fresh temporary database, per test file: SQLite
// in DATA_DIR, or a PostgreSQL schema of its own when the tests run there (test-postgres.ts).
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { AppServices } from "../app.js";
import { loadConfig, type Config } from "../config.js";
import { createLogger } from "../logger.js";
import { startServer } from "../server.js";
import { openServices, type ServiceOptions } from "../services.js";
import { databaseEnvFor, dropSchema, onPostgres, schemaForDataDir } from "./test-postgres.js";

export interface TestServer {
  url: string;
  dataDir: string;
  config: Config;
  services: AppServices;
  /** GET or send JSON to the API; the answer's body is parsed when it is JSON. */
  request(
    pathname: string,
    init?: { method?: string; body?: unknown; headers?: Record<string, string> },
  ): Promise<{ status: number; body: unknown; headers: Headers }>;
  close(): Promise<void>;
}

export async function makeDataDir(): Promise<string> {
  return mkdtemp(path.join(tmpdir(), "encore-test-"));
}

export interface TestServerOptions extends ServiceOptions {
  /** Receives every log line (JSON) the service writes, at LOG_LEVEL. */
  logLines?: string[];
}

export async function startTestServer(
  env: Record<string, string | undefined> = {},
  /** Replaces services before the server starts, e.g. to slow one down at the edge. */
  adjust: (services: AppServices) => AppServices = (services) => services,
  options: TestServerOptions = {},
): Promise<TestServer> {
  const dataDir = env.DATA_DIR ?? (await makeDataDir());
  const config = loadConfig({
    PORT: "0",
    HOST: "127.0.0.1",
    PUBLIC_URL: "http://127.0.0.1:8080",
    SEED_CATALOGUE: "0",
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? "silent",
    ...(env.DATABASE_URL ? {} : await databaseEnvFor(dataDir)),
    ...env,
    DATA_DIR: dataDir,
  });
  const lines = options.logLines;
  const logger = createLogger(
    config.logLevel,
    lines ? { write: (line: string) => void lines.push(line) } : undefined,
  );
  const services = adjust(await openServices(config, logger, options));
  const running = await startServer(services);
  return {
    url: running.url,
    dataDir,
    config,
    services,
    async request(pathname, init = {}) {
      const headers: Record<string, string> = { ...init.headers };
      let body: string | undefined;
      if (init.body !== undefined) {
        body = typeof init.body === "string" ? init.body : JSON.stringify(init.body);
        headers["content-type"] ??= "application/json";
      }
      const response = await fetch(running.url + pathname, {
        method: init.method ?? "GET",
        headers,
        body,
      });
      const text = await response.text();
      let parsed: unknown = text;
      if (response.headers.get("content-type")?.includes("json") && text) parsed = JSON.parse(text);
      return { status: response.status, body: parsed, headers: response.headers };
    },
    async close() {
      await running.close();
      if (env.DATA_DIR) return;
      await rm(dataDir, { recursive: true, force: true });
      if (onPostgres && !env.DATABASE_URL) await dropSchema(schemaForDataDir(dataDir));
    },
  };
}
