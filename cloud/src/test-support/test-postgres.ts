// Which database the integration tests run on. SQLite by default; with TEST_DATABASE=postgres,
// PostgreSQL at TEST_DATABASE_URL, where every test database is a schema of its own, named after
// its DATA_DIR: two servers (or a server and a CLI) on one DATA_DIR share it, as they would share
// the SQLite file. scripts/test.mjs drops what is left of these schemas after the run.
import { createHash, randomBytes } from "node:crypto";
import pg from "pg";

export const onPostgres = process.env.TEST_DATABASE === "postgres";

export const DEFAULT_TEST_DATABASE_URL = "postgres://postgres@127.0.0.1:5432/test";

export function testDatabaseUrl(): string {
  return process.env.TEST_DATABASE_URL || DEFAULT_TEST_DATABASE_URL;
}

/** Every test schema starts with this, so a run can clear what earlier runs left behind. */
export const TEST_SCHEMA_PREFIX = "encore_t_";

export function schemaForDataDir(dataDir: string): string {
  return TEST_SCHEMA_PREFIX + createHash("sha256").update(dataDir).digest("hex").slice(0, 20);
}

export function randomSchema(): string {
  return TEST_SCHEMA_PREFIX + randomBytes(10).toString("hex");
}

/** TEST_DATABASE_URL with every connection's search_path set to `schema`. */
export function urlForSchema(schema: string): string {
  const url = new URL(testDatabaseUrl());
  url.searchParams.set("options", `-c search_path=${schema}`);
  return url.toString();
}

async function withClient(run: (client: pg.Client) => Promise<unknown>): Promise<void> {
  const client = new pg.Client({ connectionString: testDatabaseUrl() });
  await client.connect();
  try {
    await run(client);
  } finally {
    await client.end();
  }
}

/** Names come from schemaForDataDir or randomSchema: lower-case hex, safe to quote as is. */
export async function createSchema(schema: string): Promise<void> {
  await withClient((client) => client.query(`CREATE SCHEMA IF NOT EXISTS "${schema}"`));
}

export async function dropSchema(schema: string): Promise<void> {
  await withClient((client) => client.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`));
}

/**
 * The DATABASE_URL for a service or CLI on `dataDir` when the tests run on PostgreSQL (its
 * schema created if need be); nothing on SQLite, where DATA_DIR alone names the database.
 */
export async function databaseEnvFor(dataDir: string): Promise<{ DATABASE_URL?: string }> {
  if (!onPostgres) return {};
  const schema = schemaForDataDir(dataDir);
  await createSchema(schema);
  return { DATABASE_URL: urlForSchema(schema) };
}

/** Adds the test database to a child process's environment when it names a DATA_DIR. */
export async function withTestDatabase(
  env: Record<string, string>,
): Promise<Record<string, string>> {
  if (!env.DATA_DIR || env.DATABASE_URL) return env;
  return { ...env, ...(await databaseEnvFor(env.DATA_DIR)) };
}
