// Work one instance alone does, among several sharing a database (docs/admin.md, "The daily
// refresh"): a row per piece of work names its holder until a time. An instance takes the lease
// when it is free or expired, and renews its own; one statement, so two cannot both take it.
import type { Kysely } from "kysely";
import type { Database } from "../db/schema.js";

/** True when `holder` holds the lease `name` until `at + forMs` after this call. */
export async function takeLease(
  db: Kysely<Database>,
  name: string,
  holder: string,
  at: Date,
  forMs: number,
): Promise<boolean> {
  const expires_at = new Date(at.getTime() + forMs).toISOString();
  await db
    .insertInto("leases")
    .values({ name, holder, expires_at })
    .onConflict((oc) =>
      oc
        .column("name")
        .doUpdateSet({ holder, expires_at })
        .where((eb) =>
          eb.or([eb("leases.holder", "=", holder), eb("leases.expires_at", "<", at.toISOString())]),
        ),
    )
    .execute();
  const row = await db
    .selectFrom("leases")
    .select("holder")
    .where("name", "=", name)
    .executeTakeFirst();
  return row?.holder === holder;
}
