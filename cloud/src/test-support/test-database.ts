// A migrated SQLite database in a temporary folder, for tests of repositories without HTTP.
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { openSqlite, type DatabaseHandle } from "../db/database.js";
import { migrateToLatest } from "../db/migrate.js";

export interface TestDatabase extends DatabaseHandle {
  remove(): Promise<void>;
}

export async function openTestDatabase(): Promise<TestDatabase> {
  const dir = await mkdtemp(path.join(tmpdir(), "encore-db-"));
  const handle = openSqlite(dir);
  await migrateToLatest(handle.db);
  return {
    ...handle,
    async remove() {
      await handle.close();
      await rm(dir, { recursive: true, force: true });
    },
  };
}
