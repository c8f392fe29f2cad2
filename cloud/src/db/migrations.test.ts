// Every migration runs on an empty database, and running them again changes nothing: on SQLite,
// and on PostgreSQL in the second run.
import { Migrator, sql } from "kysely";
import { afterEach, beforeEach, expect, it } from "vitest";
import { loadCatalogue, SAMPLE_CATALOGUE } from "../test-support/catalogue-fixtures.js";
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
      "song_reports",
      "length_reports",
      onPostgres ? "sessions" : "song_search",
      "users",
      "login_sessions",
      "known_devices",
      "signup_requests",
      "password_resets",
      "oidc_flows",
      "favorites",
      "feedback",
      "admin_sessions",
      "plays",
      "settings",
      "youtube_channels",
      "import_runs",
      "leases",
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

it("gives the sessions live before join tokens a join token each, and no screen token", async () => {
  const schema = onPostgres
    ? (await sql<{ s: string }>`SELECT current_schema() AS s`.execute(database.db)).rows[0]?.s
    : undefined;
  const migrator = new Migrator({
    db: database.db,
    provider: { getMigrations: async () => migrations },
    ...(schema ? { migrationTableSchema: schema } : {}),
  });
  const before = await migrator.migrateTo("0007-search-terms");
  expect(before.error).toBeUndefined();
  const at = new Date().toISOString();
  await sql`INSERT INTO sessions (code, state, version, created_at, last_active_at)
            VALUES ('AAA222', '{}', 0, ${at}, ${at}), ('BBB333', '{}', 0, ${at}, ${at})`.execute(
    database.db,
  );
  expect(await migrateToLatest(database.db)).toContain("0008-join-tokens");
  const rows = await database.db
    .selectFrom("sessions")
    .select(["code", "join_token", "screen_token_hash"])
    .orderBy("code")
    .execute();
  expect(rows).toEqual([
    {
      code: "AAA222",
      join_token: expect.stringMatching(/^[A-Za-z0-9_-]{22}$/),
      screen_token_hash: null,
    },
    {
      code: "BBB333",
      join_token: expect.stringMatching(/^[A-Za-z0-9_-]{22}$/),
      screen_token_hash: null,
    },
  ]);
  expect(rows[0]?.join_token).not.toBe(rows[1]?.join_token);
});

it("drops the reports keyed by a client's device_id; the songs they hid come back within a week", async () => {
  const schema = onPostgres
    ? (await sql<{ s: string }>`SELECT current_schema() AS s`.execute(database.db)).rows[0]?.s
    : undefined;
  const migrator = new Migrator({
    db: database.db,
    provider: { getMigrations: async () => migrations },
    ...(schema ? { migrationTableSchema: schema } : {}),
  });
  expect((await migrator.migrateTo("0008-join-tokens")).error).toBeUndefined();
  await loadCatalogue(database.db, SAMPLE_CATALOGUE);
  const at = "2025-06-01T20:00:00.000Z";
  // PH1 hidden by two "screens" reports, PH2 by an import, PH3 reported once and shown.
  await sql`UPDATE songs SET unplayable_at = ${at} WHERE code_key IN ('ph1', 'ph2')`.execute(
    database.db,
  );
  await sql`INSERT INTO song_failures (song_id, device_id, session_code, queue_id, error_code, reported_at)
            SELECT id, d.device_id, 'AAA222', 'q1', 150, ${at}
            FROM songs, (SELECT 'tv-1' AS device_id UNION ALL SELECT 'tv-2') AS d
            WHERE code_key = 'ph1'
            UNION ALL SELECT id, 'tv-1', 'AAA222', 'q2', 150, ${at} FROM songs WHERE code_key = 'ph3'`.execute(
    database.db,
  );
  const t0 = Date.now();
  expect(await migrateToLatest(database.db)).toContain("0009-song-reports");
  const rows = await database.db
    .selectFrom("songs")
    .select(["code_key", "unplayable_at", "hidden_until", "times_hidden"])
    .where("code_key", "in", ["ph1", "ph2", "ph3"])
    .orderBy("code_key")
    .execute();
  expect(rows.map((row) => [row.code_key, row.unplayable_at, row.times_hidden])).toEqual([
    ["ph1", at, 1],
    ["ph2", at, 0],
    ["ph3", null, 0],
  ]);
  const back = Date.parse(rows[0]?.hidden_until ?? "");
  const week = 7 * 24 * 60 * 60_000;
  expect(back).toBeGreaterThanOrEqual(t0 + week);
  expect(back).toBeLessThan(Date.now() + week + 1);
  expect(rows[1]?.hidden_until).toBeNull();
  expect(await tableNames()).not.toContain("song_failures");
  expect(await database.db.selectFrom("song_reports").selectAll().execute()).toEqual([]);
});

it("says why each song hidden before 0011 is hidden: screens' hides come back, an import's do not", async () => {
  const schema = onPostgres
    ? (await sql<{ s: string }>`SELECT current_schema() AS s`.execute(database.db)).rows[0]?.s
    : undefined;
  const migrator = new Migrator({
    db: database.db,
    provider: { getMigrations: async () => migrations },
    ...(schema ? { migrationTableSchema: schema } : {}),
  });
  expect((await migrator.migrateTo("0010-languages")).error).toBeUndefined();
  await loadCatalogue(database.db, SAMPLE_CATALOGUE);
  const at = "2025-06-01T20:00:00.000Z";
  await sql`UPDATE songs SET unplayable_at = ${at}, hidden_until = ${at} WHERE code_key = 'ph1'`.execute(
    database.db,
  );
  await sql`UPDATE songs SET unplayable_at = ${at} WHERE code_key = 'ph2'`.execute(database.db);
  expect(await migrateToLatest(database.db)).toContain("0011-back-office");
  const rows = await database.db
    .selectFrom("songs")
    .select(["code_key", "hidden_reason"])
    .where("code_key", "in", ["ph1", "ph2", "ph3"])
    .orderBy("code_key")
    .execute();
  expect(rows).toEqual([
    { code_key: "ph1", hidden_reason: "reports" },
    { code_key: "ph2", hidden_reason: "import" },
    { code_key: "ph3", hidden_reason: null },
  ]);
});

it("lets at most one import run be running at a time", async () => {
  await migrateToLatest(database.db);
  const at = new Date().toISOString();
  const run = (status: "running" | "done") =>
    database.db
      .insertInto("import_runs")
      .values({ kind: "manual", status, started_at: at, heartbeat_at: at })
      .execute();
  await run("running");
  await run("done");
  await run("done");
  await expect(run("running")).rejects.toThrow();
  await database.db.updateTable("import_runs").set({ status: "failed" }).execute();
  await run("running");
  expect(
    await database.db.selectFrom("import_runs").select("status").orderBy("id").execute(),
  ).toEqual([
    { status: "failed" },
    { status: "failed" },
    { status: "failed" },
    { status: "running" },
  ]);
});
