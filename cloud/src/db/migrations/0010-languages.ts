// The language of an account (docs/protocol.md#languages): a catalogue's tag its mails are written
// in, chosen at sign-up or later (PATCH /api/auth/me); null follows the language of each request.
// A sign-up waiting for its link keeps the language it was asked in, for the account it creates.
import type { Kysely } from "kysely";

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("users").addColumn("language", "text").execute();
  await db.schema.alterTable("signup_requests").addColumn("language", "text").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("signup_requests").dropColumn("language").execute();
  await db.schema.alterTable("users").dropColumn("language").execute();
}
