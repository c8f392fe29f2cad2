// Import runs in the database (docs/admin.md, "Importing"): one row per import, its state kept as
// it goes, and the lock across instances: at most one row is `running` (a unique index of
// migration 0012). A running row whose heartbeat stopped is an import whose cloud went away: the
// next start marks it failed and takes the lock.
import type { AdminImportState } from "@encore/shared";
import type { Kysely } from "kysely";
import type { Database } from "../../db/schema.js";
import { noneSkipped, rowOfState, stateOfRow } from "./import-state.js";

/** How often a running import writes its state (and so its heartbeat). */
export const SAVE_EVERY_MS = 5_000;
/** A running row without a heartbeat for this long holds the lock no more. */
export const STALE_AFTER_MS = 10 * 60_000;
export const STOPPED_ERROR = "The cloud stopped during the import";

export async function newestRun(db: Kysely<Database>): Promise<AdminImportState | null> {
  const row = await db
    .selectFrom("import_runs")
    .selectAll()
    .orderBy("started_at", "desc")
    .orderBy("id", "desc")
    .limit(1)
    .executeTakeFirst();
  return row ? stateOfRow(row) : null;
}

export async function runById(db: Kysely<Database>, id: number): Promise<AdminImportState | null> {
  const row = await db
    .selectFrom("import_runs")
    .selectAll()
    .where("id", "=", id)
    .executeTakeFirst();
  return row ? stateOfRow(row) : null;
}

/** Fails the running rows whose cloud went away. */
async function failStaleRuns(db: Kysely<Database>, at: Date): Promise<void> {
  await db
    .updateTable("import_runs")
    .set({
      status: "failed",
      finished_at: at.toISOString(),
      current_channel: null,
      error: STOPPED_ERROR,
    })
    .where("status", "=", "running")
    .where("heartbeat_at", "<", new Date(at.getTime() - STALE_AFTER_MS).toISOString())
    .execute();
}

async function anyRunning(db: Kysely<Database>): Promise<boolean> {
  const row = await db
    .selectFrom("import_runs")
    .select("id")
    .where("status", "=", "running")
    .executeTakeFirst();
  return row !== undefined;
}

/** Writes a new running row; null when another import runs (on any instance). */
export async function startRun(
  db: Kysely<Database>,
  kind: AdminImportState["kind"],
  channels: number,
  at: Date,
): Promise<AdminImportState | null> {
  await failStaleRuns(db, at);
  if (await anyRunning(db)) return null;
  const started_at = at.toISOString();
  const state: Omit<AdminImportState, "id"> = {
    kind,
    status: "running",
    started_at,
    finished_at: null,
    channels: { done: 0, total: channels },
    current: null,
    videos_seen: 0,
    songs_kept: 0,
    skipped: noneSkipped(),
    songs_added: 0,
    songs_hidden: 0,
    error: null,
  };
  try {
    const row = await db
      .insertInto("import_runs")
      .values({ kind, started_at, heartbeat_at: started_at, ...rowOfState({ ...state, id: 0 }) })
      .returningAll()
      .executeTakeFirstOrThrow();
    return stateOfRow(row);
  } catch (error) {
    // Another instance wrote its running row between the check and the insert.
    if (await anyRunning(db)) return null;
    throw error;
  }
}

/** Writes the state of a run, and its heartbeat. */
export async function saveRun(
  db: Kysely<Database>,
  state: AdminImportState,
  at: Date,
): Promise<void> {
  await db
    .updateTable("import_runs")
    .set({ ...rowOfState(state), heartbeat_at: at.toISOString() })
    .where("id", "=", state.id)
    .execute();
}
