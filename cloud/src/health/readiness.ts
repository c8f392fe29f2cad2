// Whether this instance can serve (docs/deploy.md, "Readiness and liveness"). The migrations run
// in openServices before the server listens (services.ts), so any request comes after them; what
// can still fail is the database, which is asked again at each check.
import { sql, type Kysely } from "kysely";
import type { Database } from "../db/schema.js";

/** Shorter than a probe's usual timeout: the answer is ours, not the probe's giving up. */
export const READY_TIMEOUT_MS = 2_000;

export type Readiness = { ready: true } | { ready: false; reason: string; error?: unknown };

export async function checkReadiness(
  db: Kysely<Database>,
  timeoutMs = READY_TIMEOUT_MS,
): Promise<Readiness> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<"late">((resolve) => {
    timer = setTimeout(() => resolve("late"), timeoutMs);
  });
  try {
    // A query left behind when it is late settles later on its own; race() has handled it.
    const answer = await Promise.race([sql`SELECT 1`.execute(db).then(() => "answered"), late]);
    if (answer === "answered") return { ready: true };
    return { ready: false, reason: `the database did not answer within ${timeoutMs} ms` };
  } catch (error) {
    return { ready: false, reason: "the database could not be queried", error };
  } finally {
    clearTimeout(timer);
  }
}
