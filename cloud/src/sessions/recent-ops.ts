// The op_ids a session remembers, so that a command retried after a reconnect applies once: those
// applied in the last OP_ID_MEMORY_MS, at most MAX_REMEMBERED_OPS of them, the newest.
//
// Every command of a session reads and rewrites this set, so it is kept cheap: a set already
// within its limits is used as it is (no copy, no sort), and remembering one more op_id drops the
// oldest in one pass. Only a set over its limits (expired entries) is sorted.
import { OP_ID_MEMORY_MS } from "@encore/shared";
import type { RecentOps } from "./session-store.js";

export const MAX_REMEMBERED_OPS = 200;

/** The 200 newest, unexpired op_ids of `ops`, newest first. */
function prune(ops: RecentOps, now: number): RecentOps {
  const recent = Object.entries(ops)
    .filter(([, at]) => now - at < OP_ID_MEMORY_MS)
    .sort((a, b) => b[1] - a[1])
    .slice(0, MAX_REMEMBERED_OPS);
  return Object.fromEntries(recent);
}

/** The op_ids still remembered at `now`: `ops` itself when none has expired and it is not over. */
export function recentOps(ops: RecentOps, now: number): RecentOps {
  let count = 0;
  for (const key in ops) {
    if (now - (ops[key] as number) >= OP_ID_MEMORY_MS) return prune(ops, now);
    count += 1;
  }
  return count > MAX_REMEMBERED_OPS ? prune(ops, now) : ops;
}

/**
 * `ops` (as recentOps made it) and one more op_id, applied at `at`. Over the cap, the oldest is
 * forgotten now rather than at the next command: the same set of op_ids then. Copied key by key:
 * a spread of an object with hundreds of keys is several times slower.
 */
export function withOp(ops: RecentOps, opId: string, at: number): RecentOps {
  const keys = Object.keys(ops);
  // Which one goes: the oldest; of several as old, the last remembered (as a stable sort would).
  let dropped: string | undefined;
  if (keys.length >= MAX_REMEMBERED_OPS) {
    let droppedAt = Number.POSITIVE_INFINITY;
    for (const key of keys) {
      const keyAt = ops[key] as number;
      if (keyAt <= droppedAt) [dropped, droppedAt] = [key, keyAt];
    }
    if (at <= droppedAt) dropped = opId;
  }
  const next: RecentOps = {};
  for (const key of keys) if (key !== dropped) next[key] = ops[key] as number;
  if (opId !== dropped) next[opId] = at;
  return next;
}
