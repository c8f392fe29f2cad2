// Fair turns (docs/product.md#fair-turns): where a new song goes so that everyone sings in
// rounds, and where "skip my turn, keep my place" moves a song. Pure, on queue items alone: the
// cloud places songs with it, and the apps show the rounds with it.
import type { QueueItem } from "../protocol/queue-item.js";

type Sung = Pick<QueueItem, "added_by_user">;

/** Who sings an item: its singer, or its name for an item queued before singers existed. */
export function singerKeyOf(item: Sung): string {
  return item.added_by_user.singer ?? `name:${item.added_by_user.name}`;
}

/**
 * The round of each waiting song: 1, plus the songs of the same singer ahead of it, plus 1 when
 * the song playing now is that singer's (who sings now waits a full round).
 */
export function roundsOf(queue: readonly Sung[], current: Sung | null): number[] {
  const ahead = new Map<string, number>();
  const singingNow = current ? singerKeyOf(current) : null;
  return queue.map((item) => {
    const singer = singerKeyOf(item);
    const before = ahead.get(singer) ?? 0;
    ahead.set(singer, before + 1);
    return 1 + before + (singer === singingNow ? 1 : 0);
  });
}

/**
 * Where a new song of `singer` goes: right after the last waiting song whose round is at most
 * its own, or first when there is none. Only the new song is placed: the songs waiting keep
 * their order, so the host's moves stand.
 */
export function fairPlace(queue: readonly Sung[], current: Sung | null, singer: string): number {
  const rounds = roundsOf(queue, current);
  let own = 1 + (current && singerKeyOf(current) === singer ? 1 : 0);
  for (const item of queue) if (singerKeyOf(item) === singer) own += 1;
  for (let index = rounds.length - 1; index >= 0; index -= 1) {
    if ((rounds[index] ?? 0) <= own) return index + 1;
  }
  return 0;
}

/**
 * Where "skip my turn, keep my place" moves the song at `index`: just behind the next waiting
 * song of another singer, so it goes one place down in the rotation. Null when no other singer's
 * song follows it (it stays).
 */
export function deferTarget(queue: readonly Sung[], index: number): number | null {
  const item = queue[index];
  if (!item) return null;
  const singer = singerKeyOf(item);
  for (let next = index + 1; next < queue.length; next += 1) {
    const other = queue[next];
    if (other && singerKeyOf(other) !== singer) return next;
  }
  return null;
}

/** How many songs of `singer` are waiting. */
export function waitingOf(queue: readonly Sung[], singer: string): number {
  let count = 0;
  for (const item of queue) if (singerKeyOf(item) === singer) count += 1;
  return count;
}
