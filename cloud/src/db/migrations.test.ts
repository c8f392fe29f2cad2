// Every migration runs on an empty database, and running them again changes nothing.
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "kysely";
import { afterEach, beforeEach, expect, it } from "vitest";
import { openSqlite, type DatabaseHandle } from "./database.js";
import { migrateToLatest } from "./migrate.js";
import { migrations } from "./migrations/index.js";

let dir: string;
let database: DatabaseHandle;

beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "encore-migrate-"));
  database = openSqlite(dir);
});

afterEach(async () => {
  await database.close();
  await rm(dir, { recursive: true, force: true });
});

it("applies every migration to an empty database, once", async () => {
  expect(await migrateToLatest(database.db)).toEqual(Object.keys(migrations));
  expect(await migrateToLatest(database.db)).toEqual([]);
  const tables = await sql<{
    name: string;
  }>`SELECT name FROM sqlite_master WHERE type = 'table'`.execute(database.db);
  expect(tables.rows.map((r) => r.name)).toEqual(
    expect.arrayContaining([
      "songbooks",
      "songs",
      "song_search",
      "users",
      "login_sessions",
      "signup_requests",
      "password_resets",
      "oidc_flows",
      "favorites",
      "feedback",
    ]),
  );
});

it("opens SQLite with WAL, foreign keys and a busy timeout", async () => {
  const pragma = async (name: string) =>
    Object.values((await sql.raw(`PRAGMA ${name}`).execute(database.db)).rows[0] as object)[0];
  expect(await pragma("journal_mode")).toBe("wal");
  expect(await pragma("foreign_keys")).toBe(1);
  expect(await pragma("busy_timeout")).toBe(5000);
});
