// Which sessions saw a conflicting write lately (another instance wrote between this one's read
// and save): their commands take the cross-instance lock first for a while, since racing again
// would mostly lose again. Pure apart from the clock it is given.

/** How long a session counts as contended after its last conflict. */
export const CONTENDED_MS = 2_000;
/** Past this many sessions, the ones no longer contended are forgotten. */
const PRUNE_ABOVE = 1_000;

export interface Contention {
  isContended(code: string): boolean;
  conflicted(code: string): void;
  /** How many sessions are remembered (memory stays bounded by recent conflicts). */
  remembered(): number;
}

export function createContention(now: () => number, contendedMs = CONTENDED_MS): Contention {
  const until = new Map<string, number>();
  return {
    isContended(code) {
      const end = until.get(code);
      if (end === undefined) return false;
      if (end > now()) return true;
      until.delete(code);
      return false;
    },
    conflicted(code) {
      const at = now();
      if (until.size >= PRUNE_ABOVE)
        for (const [other, end] of until) if (end <= at) until.delete(other);
      until.set(code, at + contendedMs);
    },
    remembered: () => until.size,
  };
}
