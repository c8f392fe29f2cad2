// A search result's badge: `Added` when this phone queued it, `In Queue` when someone else did
// (or it is playing). Either way it is not queued twice (spec §4 queue panel).
import type { QueueItem, Song } from "@encore/shared";
import { isMine } from "../your-turn/your-turn";

export type QueueBadge = "Added" | "In Queue" | null;

export function queueBadge(
  song: Pick<Song, "db_id">,
  current: QueueItem | null,
  queue: readonly QueueItem[],
  names: readonly string[],
): QueueBadge {
  const items = current ? [current, ...queue] : queue;
  const same = items.filter((item) => item.db_id === song.db_id);
  if (same.length === 0) return null;
  return same.some((item) => isMine(item, names)) ? "Added" : "In Queue";
}
