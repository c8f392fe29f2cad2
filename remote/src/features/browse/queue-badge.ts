// A search result's badge: `Added` when this phone queued it, `In Queue` when someone else did (or
// it is playing). Either way it is not queued twice (docs/product.md#queue-operations).
import type { QueueItem, Song } from "@encore/shared";
import type { MessageKey } from "@encore/web/i18n/message-key";
import { isMine, type SingerIdentity } from "../your-turn";

/** The badge's kind (also its token in `badgesText`); shown as QUEUE_BADGE_KEYS says. */
export type QueueBadge = "added" | "inQueue" | null;

/** What a badge says, in the language shown. */
export const QUEUE_BADGE_KEYS: Record<Exclude<QueueBadge, null>, MessageKey> = {
  added: "remote.browse.added",
  inQueue: "remote.browse.inQueue",
};

export function queueBadge(
  song: Pick<Song, "db_id">,
  current: QueueItem | null,
  queue: readonly QueueItem[],
  me: SingerIdentity,
): QueueBadge {
  const items = current ? [current, ...queue] : queue;
  const same = items.filter((item) => item.db_id === song.db_id);
  if (same.length === 0) return null;
  return same.some((item) => isMine(item, me)) ? "added" : "inQueue";
}

/**
 * Every badge of the session as one text (`12:added,40:inQueue`): equal texts are equal badges,
 * so what shows badges renders again when one of them changes, not on every session event.
 */
export function badgesText(
  current: QueueItem | null,
  queue: readonly QueueItem[],
  me: SingerIdentity,
): string {
  const badges = new Map<number, Exclude<QueueBadge, null>>();
  for (const item of current ? [current, ...queue] : queue) {
    if (badges.get(item.db_id) === "added") continue;
    badges.set(item.db_id, isMine(item, me) ? "added" : "inQueue");
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
    badges.set(Number(entry.slice(0, at)), entry.slice(at + 1) === "added" ? "added" : "inQueue");
  }
  return badges;
}
