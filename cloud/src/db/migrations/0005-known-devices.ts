// Browsers an account has signed in from (docs/decisions.md, Hardening): the device cookie names
// one, as a selector/verifier pair like a login session's. A known device is not held back by the
// per-account ceiling of sign-in attempts, so strangers guessing at an account cannot lock its
// owner out of the browsers they use.
import type { Kysely } from "kysely";

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("known_devices")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("verifier_hash", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("expires_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("known_devices_user").on("known_devices").column("user_id").execute();
  await db.schema
    .createIndex("known_devices_expires")
    .on("known_devices")
    .column("expires_at")
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("known_devices").execute();
}
