// The cloud's own settings, one text value per name, in the database so that every instance reads
// the same (docs/admin.md): what the operator sets in the back office rather than in the
// environment.
import type { Kysely } from "kysely";
import type { Database } from "../db/schema.js";

export async function readSetting(db: Kysely<Database>, name: string): Promise<string | null> {
  const row = await db
    .selectFrom("settings")
    .select("value")
    .where("name", "=", name)
    .executeTakeFirst();
  return row?.value ?? null;
}

export async function writeSetting(
  db: Kysely<Database>,
  name: string,
  value: string,
  at: Date,
): Promise<void> {
  const updated_at = at.toISOString();
  await db
    .insertInto("settings")
    .values({ name, value, updated_at })
    .onConflict((oc) => oc.column("name").doUpdateSet({ value, updated_at }))
    .execute();
}

/** Writes the setting unless it exists; true when this call wrote it. */
export async function writeSettingOnce(
  db: Kysely<Database>,
  name: string,
  value: string,
  at: Date,
): Promise<boolean> {
  const written = await db
    .insertInto("settings")
    .values({ name, value, updated_at: at.toISOString() })
    .onConflict((oc) => oc.column("name").doNothing())
    .returning("name")
    .execute();
  return written.length > 0;
}

export async function deleteSetting(db: Kysely<Database>, name: string): Promise<void> {
  await db.deleteFrom("settings").where("name", "=", name).execute();
}
