// Which song starts raise a song's view_count (docs/decisions.md, Hardening: every session's first
// song counted, so anyone could stuff "Most Popular" by creating sessions). A start counts only
// when neither the party (the session) nor any address behind it (the device whose command started
// the song, and the one that queued it) has raised that song's count in the last hour. The marks
// live in a RecentMarks store: memory on one instance, Redis when several share the work
// (REDIS_URL).

/** Short-lived marks and notes, shared by every instance when they live in Redis. */
export interface RecentMarks {
  /** True when `key` was not marked within `ttlSeconds`; marks it either way. */
  claim(key: string, ttlSeconds: number): Promise<boolean>;
  put(key: string, value: string, ttlSeconds: number): Promise<void>;
  get(key: string): Promise<string | null>;
}

/** An hour: a song sung twice in one evening by one party counts once an hour at most. */
export const PLAY_COUNT_WINDOW_SECONDS = 60 * 60;
/** How long who queued a song is remembered: longer than any queue takes to reach it. */
const QUEUED_BY_SECONDS = 12 * 60 * 60;

export interface PlayCounter {
  /** Notes the address that queued a song in a session, for when the song starts. */
  queued(code: string, songId: number, address: string): Promise<void>;
  /** The songs of `songIds` whose start raises their count now; `address`: who started them. */
  countable(code: string, songIds: number[], address: string | undefined): Promise<number[]>;
}

export function createPlayCounter(marks: RecentMarks): PlayCounter {
  const queuedKey = (code: string, songId: number) => `queued:${code}:${songId}`;
  return {
    async queued(code, songId, address) {
      await marks.put(queuedKey(code, songId), address, QUEUED_BY_SECONDS);
    },
    async countable(code, songIds, address) {
      const counted: number[] = [];
      for (const songId of new Set(songIds)) {
        const queuer = await marks.get(queuedKey(code, songId));
        const addresses = new Set([address, queuer].filter((a): a is string => !!a));
        const keys = [`play:${songId}:session:${code}`];
        for (const a of addresses) keys.push(`play:${songId}:address:${a}`);
        // Every key is claimed, even once one is refused: the hour runs for each of them.
        const fresh = await Promise.all(keys.map((k) => marks.claim(k, PLAY_COUNT_WINDOW_SECONDS)));
        if (fresh.every(Boolean)) counted.push(songId);
      }
      return counted;
    },
  };
}

/** RecentMarks for one instance: a map whose entries expire (swept as it grows). */
export function memoryRecentMarks(now: () => number = Date.now): RecentMarks {
  const entries = new Map<string, { value: string; until: number }>();
  const live = (key: string) => {
    const entry = entries.get(key);
    if (entry && entry.until > now()) return entry;
    if (entry) entries.delete(key);
    return undefined;
  };
  const sweep = () => {
    if (entries.size < 10_000) return;
    const at = now();
    for (const [key, entry] of entries) if (entry.until <= at) entries.delete(key);
  };
  return {
    async claim(key, ttlSeconds) {
      if (live(key)) return false;
      sweep();
      entries.set(key, { value: "1", until: now() + ttlSeconds * 1000 });
      return true;
    },
    async put(key, value, ttlSeconds) {
      sweep();
      entries.set(key, { value, until: now() + ttlSeconds * 1000 });
    },
    async get(key) {
      return live(key)?.value ?? null;
    },
  };
}
