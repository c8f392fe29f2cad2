// Every migration runs on an empty database, and running them again changes nothing: on SQLite,
// and on PostgreSQL in the second run.
import { sql } from "kysely";
import { afterEach, beforeEach, expect, it } from "vitest";
import { onPostgres } from "../test-support/test-postgres.js";
import { openTestDatabase, type TestDatabase } from "../test-support/test-database.js";
import { migrateToLatest } from "./migrate.js";
import { migrations } from "./migrations/index.js";

let database: TestDatabase;

beforeEach(async () => {
  database = await openTestDatabase({ migrate: false });
});

afterEach(async () => {
  await database.remove();
});

async function tableNames(): Promise<string[]> {
  const rows = onPostgres
    ? await sql<{ name: string }>`SELECT table_name AS name FROM information_schema.tables
                                  WHERE table_schema = current_schema()`.execute(database.db)
    : await sql<{ name: string }>`SELECT name FROM sqlite_master WHERE type = 'table'`.execute(
        database.db,
      );
  return rows.rows.map((r) => r.name);
}

it("applies every migration to an empty database, once", async () => {
  expect(await migrateToLatest(database.db)).toEqual(Object.keys(migrations));
  expect(await migrateToLatest(database.db)).toEqual([]);
  expect(await tableNames()).toEqual(
    expect.arrayContaining([
      "songbooks",
      "songs",
      "song_failures",
      onPostgres ? "sessions" : "song_search",
      "users",
      "login_sessions",
      "known_devices",
      "signup_requests",
      "password_resets",
      "oidc_flows",
      "favorites",
      "feedback",
    ]),
  );
});

// SQLite-only by nature: PostgreSQL has no pragmas; its durability is the server's own.
it.skipIf(onPostgres)("opens SQLite with WAL, foreign keys and a busy timeout", async () => {
  const pragma = async (name: string) =>
    Object.values((await sql.raw(`PRAGMA ${name}`).execute(database.db)).rows[0] as object)[0];
  expect(await pragma("journal_mode")).toBe("wal");
  expect(await pragma("foreign_keys")).toBe(1);
  expect(await pragma("busy_timeout")).toBe(5000);
});

it.runIf(onPostgres)(
  "applies the migrations of two databases side by side on one server",
  async () => {
    const other = await openTestDatabase({ migrate: false });
    try {
      await migrateToLatest(database.db);
      expect(await migrateToLatest(other.db)).toEqual(Object.keys(migrations));
    } finally {
      await other.remove();
    }
  },
);

it.runIf(onPostgres)(
  "migrates while another database on the server is being dropped, seeing only its own tables",
  async () => {
    // Kysely's own introspector read every schema and failed with "schema … does not exist"
    // when one went away mid-read; ours reads the current schema only.
    const [kept, ...others] = await Promise.all(
      Array.from({ length: 7 }, () => openTestDatabase({ migrate: true })),
    );
    try {
      const dropping = Promise.all(others.map((other) => other.remove()));
      await migrateToLatest(database.db);
      await dropping;
      const tables = await database.db.introspection.getTables();
      expect(tables.length).toBeGreaterThan(5);
      expect(new Set(tables.map((table) => table.schema)).size).toBe(1);
      const songs = tables.find((table) => table.name === "songs");
      expect(songs?.columns.find((column) => column.name === "id")?.isAutoIncrementing).toBe(true);
    } finally {
      await kept!.remove();
    }
  },
);
