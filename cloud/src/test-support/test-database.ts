// A migrated database of its own, for tests of repositories without HTTP: SQLite in a temporary
// folder, or a fresh schema on PostgreSQL when the tests run there (see test-postgres.ts).
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { DatabaseHandle } from "../db/database-handle.js";
import { openSqlite } from "../db/database.js";
import { migrateToLatest } from "../db/migrate.js";
import { openPostgres } from "../db/postgres.js";
import {
  createSchema,
  dropSchema,
  onPostgres,
  randomSchema,
  schemaForDataDir,
  urlForSchema,
} from "./test-postgres.js";

export interface TestDatabase extends DatabaseHandle {
  remove(): Promise<void>;
}

export async function openTestDatabase(options: { migrate?: boolean } = {}): Promise<TestDatabase> {
  let handle: DatabaseHandle;
  let removeData: () => Promise<void>;
  if (onPostgres) {
    const schema = randomSchema();
    await createSchema(schema);
    handle = openPostgres(urlForSchema(schema));
    removeData = () => dropSchema(schema);
  } else {
    const dir = await mkdtemp(path.join(tmpdir(), "encore-db-"));
    handle = openSqlite(dir);
    removeData = () => rm(dir, { recursive: true, force: true });
  }
  if (options.migrate ?? true) await migrateToLatest(handle.db);
  return {
    ...handle,
    async remove() {
      await handle.close();
      await removeData();
    },
  };
}

/** The database a service or CLI started with this DATA_DIR uses, to check what it wrote. */
export function openDataDirDatabase(dataDir: string): DatabaseHandle {
  return onPostgres ? openPostgres(urlForSchema(schemaForDataDir(dataDir))) : openSqlite(dataDir);
}
