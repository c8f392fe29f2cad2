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

/**
 * Every badge of the session as one text (`12:Added,40:In Queue`): equal texts are equal badges,
 * so what shows badges renders again when one of them changes, not on every session event.
 */
export function badgesText(
  current: QueueItem | null,
  queue: readonly QueueItem[],
  names: readonly string[],
): string {
  const badges = new Map<number, Exclude<QueueBadge, null>>();
  for (const item of current ? [current, ...queue] : queue) {
    if (badges.get(item.db_id) === "Added") continue;
    badges.set(item.db_id, isMine(item, names) ? "Added" : "In Queue");
  }
  return [...badges]
    .sort(([a], [b]) => a - b)
    .map(([dbId, badge]) => `${dbId}:${badge}`)
    .join(",");
}

/** The badges of `badgesText`, by db_id. */
export function parseBadges(text: string): ReadonlyMap<number, Exclude<QueueBadge, null>> {
  const badges = new Map<number, Exclude<QueueBadge, null>>();
  if (text === "") return badges;
  for (const entry of text.split(",")) {
    const at = entry.indexOf(":");
    badges.set(Number(entry.slice(0, at)), entry.slice(at + 1) === "Added" ? "Added" : "In Queue");
  }
  return badges;
}
