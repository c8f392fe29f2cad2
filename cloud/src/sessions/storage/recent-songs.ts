// The catalogue records of songs queued lately, for a few seconds: a party queues the same songs
// again and again, and reading the record was a third of a queue command's database time
// (docs/performance.md, Live relay). A change to a song (renamed, hidden) reaches new queue
// commands at most `maxAgeMs` later; songs not found are never kept, so a new song is found at once.
import type { SongRef } from "@encore/shared";

export interface RecentSongs<T> {
  get(ref: SongRef): T | undefined;
  remember(ref: SongRef, song: T): void;
  /** Drops a song's record (its length was learned): the next command reads it afresh. */
  forget(song: { db_id: number; id: string }): void;
}

export const RECENT_SONG_MAX_AGE_MS = 10_000;
export const RECENT_SONG_ENTRIES = 5_000;

export function createRecentSongs<T>(
  now: () => number,
  maxAgeMs = RECENT_SONG_MAX_AGE_MS,
  maxEntries = RECENT_SONG_ENTRIES,
): RecentSongs<T> {
  const entries = new Map<string, { song: T; at: number }>();
  const keyOf = (ref: SongRef) =>
    ref.db_id !== undefined && ref.db_id !== null ? `#${ref.db_id}` : `code:${ref.id ?? ""}`;
  return {
    get(ref) {
      const key = keyOf(ref);
      const entry = entries.get(key);
      if (!entry) return undefined;
      if (now() - entry.at > maxAgeMs) {
        entries.delete(key);
        return undefined;
      }
      return entry.song;
    },
    remember(ref, song) {
      const key = keyOf(ref);
      entries.delete(key);
      entries.set(key, { song, at: now() });
      // Map order is insertion order: the first entry is the oldest.
      if (entries.size > maxEntries) entries.delete(entries.keys().next().value as string);
    },
    forget(song) {
      entries.delete(keyOf({ db_id: song.db_id }));
      entries.delete(keyOf({ id: song.id }));
    },
  };
}
