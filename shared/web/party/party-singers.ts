// The singers of a party as its host sees them (docs/product.md#the-host, "Singers"): everyone
// with a song on now or waiting, derived from the queue, in the order they come up. A song queued
// before singers existed is its name's (singerKeyOf), as the cloud counts it too.
import { singerKeyOf, type QueueItem } from "@encore/shared";

export interface PartySinger {
  /** Who sings, as MERGE_SINGER and REMOVE_SINGER name them (singerKeyOf). */
  singer: string;
  /** The name on their newest song (a guest renamed, a sign-in). */
  name: string;
  /** Their songs waiting in the queue (not the one on now). */
  waiting: number;
  /** The song on now is theirs. */
  singingNow: boolean;
}

export function partySingers(
  current: QueueItem | null,
  queue: readonly QueueItem[],
): PartySinger[] {
  const bySinger = new Map<string, PartySinger>();
  const visit = (item: QueueItem, waiting: boolean) => {
    const singer = singerKeyOf(item);
    const { name } = item.added_by_user;
    const known = bySinger.get(singer);
    if (!known) {
      bySinger.set(singer, { singer, name, waiting: waiting ? 1 : 0, singingNow: !waiting });
      return;
    }
    known.name = name;
    if (waiting) known.waiting += 1;
  };
  if (current) visit(current, false);
  for (const item of queue) visit(item, true);
  return [...bySinger.values()];
}

/** Who `singer` can be merged into: every other singer of the party. */
export function mergeTargets(singers: readonly PartySinger[], singer: string): PartySinger[] {
  return singers.filter((other) => other.singer !== singer);
}
