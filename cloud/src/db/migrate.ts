import { Migrator, sql, type Kysely } from "kysely";
import { isSqlite } from "./dialect.js";
import type { Database } from "./schema.js";
import { migrations } from "./migrations/index.js";

/** Brings the schema up to date; each migration runs in its own transaction. */
export async function migrateToLatest(db: Kysely<Database>): Promise<string[]> {
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
    // On PostgreSQL, Kysely looks for its migration table in every schema unless told which:
    // name the connection's own, so databases side by side in one server (tests) stay apart.
    ...(isSqlite(db) ? {} : { migrationTableSchema: await currentSchema(db) }),
  });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === "Success").map((r) => r.migrationName);
}

async function currentSchema(db: Kysely<Database>): Promise<string> {
  const result = await sql<{ schema: string | null }>`SELECT current_schema() AS schema`.execute(
    db,
  );
  const schema = result.rows[0]?.schema;
  if (!schema) throw new Error("PostgreSQL has no current schema: check search_path");
  return schema;
}
