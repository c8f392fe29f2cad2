// Commands of one session one at a time across every cloud instance on one PostgreSQL database.
// The in-process chain keeps this instance's order (and holds one connection per session, not one
// per waiting command). A PostgreSQL advisory lock on the session code keeps the other instances'
// exclusive tasks out: joins, and commands retried after a conflict. A command's first attempt
// takes no lock at all: its save is compare-and-set on the session's version, so a write another
// instance made meanwhile makes it a conflict, and two round trips per command are saved
// (docs/decisions.md, "Relay writes").
import type pg from "pg";
import { createInProcessLock, type Exclusive, type SessionLock } from "./session-lock.js";

/**
 * The first key of every session lock: advisory locks on two int4 keys are a key space apart
 * from single bigint keys (Kysely's migration lock), and this one is Encore's sessions' own.
 */
export const SESSION_LOCK_NAMESPACE = 0x456e6353; // 'EncS'

/**
 * `pool` must be a pool of its own: a task holds a lock connection while its queries take others,
 * and on one shared pool a burst of sessions could hold every connection and wait for one forever.
 * A busy lock pool only makes tasks of further sessions wait their turn.
 */
export function createAdvisoryLock(pool: pg.Pool): SessionLock {
  const local = createInProcessLock();
  const locked =
    (code: string): Exclusive =>
    (task) =>
      withAdvisoryLock(pool, code, task);
  return {
    run: (code, task) => local.run(code, () => locked(code)(task)),
    inOrder: (code, task) => local.run(code, () => task(locked(code))),
  };
}

async function withAdvisoryLock<T>(pool: pg.Pool, code: string, task: () => Promise<T>) {
  const client = await pool.connect();
  let locked = false;
  try {
    await client.query("SELECT pg_advisory_lock($1, hashtext($2))", [SESSION_LOCK_NAMESPACE, code]);
    locked = true;
    return await task();
  } finally {
    await unlockAndRelease(client, code, locked);
  }
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
