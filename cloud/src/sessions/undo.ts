// Undo (docs/protocol.md#undo): a change that takes another singer's song, or several songs, is
// kept for 10 seconds with what it took, and UNDO puts exactly that back. Pure, for the session
// machine: time comes in as `now`.
import { MAX_QUEUE_LENGTH, singerKeyOf, type UndoAction, type UndoOffer } from "@encore/shared";
import type { Actor, SessionItem } from "./session-state.js";

/** How long a change can be undone. */
export const UNDO_WINDOW_MS = 10_000;
/** Changes a session keeps for undoing at once: a host clearing again and again keeps 10. */
export const MAX_UNDOS = 10;
/** Songs the kept changes may hold in all: the stored state stays small (a full queue is 500). */
export const MAX_UNDO_ITEMS = 1_000;

export interface UndoRecord {
  id: string;
  action: UndoAction;
  /** When the change was made (epoch ms). */
  at: number;
  /** Who made it: their name as shown (empty for the TV) and their singer (none for the TV). */
  by: { name: string; singer?: string };
  /** The waiting songs taken, each with its place in the queue before, in queue order. */
  queued: { item: SessionItem; index: number }[];
  /** The song on now, taken by a skip or a clear-all. */
  current: SessionItem | null;
}

/** The changes still within their 10 seconds. */
export function liveUndos(undos: readonly UndoRecord[], now: number): UndoRecord[] {
  const live = undos.filter((record) => now - record.at < UNDO_WINDOW_MS);
  return live.length === undos.length ? [...undos] : live;
}

const itemsOf = (record: UndoRecord) => record.queued.length + (record.current ? 1 : 0);

/** `undos` with `record` kept, the oldest dropped past MAX_UNDOS or MAX_UNDO_ITEMS songs. */
export function keepUndo(undos: readonly UndoRecord[], record: UndoRecord): UndoRecord[] {
  const kept = [...undos, record];
  let items = kept.reduce((sum, one) => sum + itemsOf(one), 0);
  while (kept.length > 1 && (kept.length > MAX_UNDOS || items > MAX_UNDO_ITEMS)) {
    const dropped = kept.shift();
    if (dropped) items -= itemsOf(dropped);
  }
  return kept;
}

/**
 * Who an offer says made the change: the socket's name and singer; the TV is an empty name and no
 * singer (each app says "the TV" in its own language).
 */
export function byOf(actor: Actor): UndoRecord["by"] {
  return actor.screen ? { name: "" } : { name: actor.name ?? "", singer: actor.singer };
}

/** Whether a change by `actor` that takes `item` takes someone else's song. */
export function takesAnothers(item: SessionItem, actor: Actor | undefined): boolean {
  return actor !== undefined && singerKeyOf(item) !== actor.singer;
}

/** The songs a change took: the waiting ones, then the one that was on. */
export function takenSongs(record: UndoRecord): SessionItem[] {
  return [...record.queued.map(({ item }) => item), ...(record.current ? [record.current] : [])];
}

/** What the broadcasts of the change carry, so that every device can offer the undo. */
export function offerOf(record: UndoRecord): UndoOffer {
  return {
    undo_id: record.id,
    action: record.action,
    by: record.by,
    songs: takenSongs(record).map((item) => ({
      queue_id: item.queue_id,
      title: item.title,
      artist: item.artist,
      name: item.added_by_user.name,
      ...(item.added_by_user.singer === undefined ? {} : { singer: item.added_by_user.singer }),
    })),
  };
}

/**
 * Who may undo: whoever made the change (its singer), the singer of a song it took, or the host
 * (`host`: the screen, or a phone that gave the PIN).
 */
export function mayUndo(record: UndoRecord, actor: Actor | undefined, host: boolean): boolean {
  if (host) return true;
  if (!actor) return false;
  if (record.by.singer !== undefined && record.by.singer === actor.singer) return true;
  return takenSongs(record).some((item) => singerKeyOf(item) === actor.singer);
}

/** Whether the song is back already: the same item, or the same song queued or on again. */
export function isBack(
  item: SessionItem,
  queue: readonly SessionItem[],
  current: SessionItem | null,
): boolean {
  return [...queue, ...(current ? [current] : [])].some(
    (other) => other.queue_id === item.queue_id || other.db_id === item.db_id,
  );
}

/**
 * The queue with the taken waiting songs at their former places: in order, each at its old index
 * or the end of the queue when it got shorter; a song back already, or one past the full queue,
 * is left out.
 */
export function putBack(
  queue: readonly SessionItem[],
  current: SessionItem | null,
  taken: UndoRecord["queued"],
): SessionItem[] {
  const next = [...queue];
  for (const { item, index } of [...taken].sort((a, b) => a.index - b.index)) {
    if (next.length >= MAX_QUEUE_LENGTH || isBack(item, next, current)) continue;
    next.splice(Math.min(index, next.length), 0, item);
  }
  return next;
}
