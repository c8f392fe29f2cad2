// A session's tokens (docs/decisions.md, "Join tokens"): the join token the screen's
// QR code carries and every device that joined is given, kept as issued since the cloud hands it
// out again; and the screen token, kept only as a hash since the cloud only ever checks it.
// Sessions that were live before this migration get a join token here; they have no screen token
// (their screen joins as before).
import { randomBytes } from "node:crypto";
import type { Kysely } from "kysely";

const BATCH = 500;

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("sessions").addColumn("join_token", "text").execute();
  await db.schema.alterTable("sessions").addColumn("screen_token_hash", "text").execute();
  const sessions = db as unknown as Kysely<{
    sessions: { code: string; join_token: string | null };
  }>;
  for (;;) {
    const rows = await sessions
      .selectFrom("sessions")
      .select("code")
      .where("join_token", "is", null)
      .limit(BATCH)
      .execute();
    for (const { code } of rows) {
      await sessions
        .updateTable("sessions")
        .set({ join_token: randomBytes(16).toString("base64url") })
        .where("code", "=", code)
        .execute();
    }
    if (rows.length < BATCH) return;
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("sessions").dropColumn("screen_token_hash").execute();
  await db.schema.alterTable("sessions").dropColumn("join_token").execute();
}
