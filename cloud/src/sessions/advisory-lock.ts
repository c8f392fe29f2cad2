// Commands of one session one at a time across every cloud instance on one PostgreSQL database:
// the in-process chain keeps this instance's order (and holds one connection per session, not
// one per waiting command), and a PostgreSQL advisory lock on the session code keeps the other
// instances out while a command runs.
import type pg from "pg";
import { createInProcessLock, type SessionLock } from "./session-lock.js";

/**
 * The first key of every session lock: advisory locks on two int4 keys are a key space apart
 * from single bigint keys (Kysely's migration lock), and this one is Encore's sessions' own.
 */
export const SESSION_LOCK_NAMESPACE = 0x456e6353; // 'EncS'

/**
 * `pool` must be a pool of its own: a command holds a lock connection while its queries take
 * others, and on one shared pool a burst of sessions could hold every connection and wait for
 * one forever. A busy lock pool only makes commands of further sessions wait their turn.
 */
export function createAdvisoryLock(pool: pg.Pool): SessionLock {
  const local = createInProcessLock();
  return {
    run(code, task) {
      return local.run(code, async () => {
        const client = await pool.connect();
        let locked = false;
        try {
          await client.query("SELECT pg_advisory_lock($1, hashtext($2))", [
            SESSION_LOCK_NAMESPACE,
            code,
          ]);
          locked = true;
          return await task();
        } finally {
          await unlockAndRelease(client, code, locked);
        }
      });
    },
  };
}

async function unlockAndRelease(client: pg.PoolClient, code: string, locked: boolean) {
  if (!locked) {
    client.release(true);
    return;
  }
  try {
    await client.query("SELECT pg_advisory_unlock($1, hashtext($2))", [
      SESSION_LOCK_NAMESPACE,
      code,
    ]);
    client.release();
  } catch (error) {
    // A connection that may still hold the lock is closed, not reused: closing it releases it.
    client.release(error instanceof Error ? error : true);
  }
}
