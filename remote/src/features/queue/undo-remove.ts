// Undo of removing one's own song (docs/remote.md, Undo): the cloud offers no undo for that (it
// offers one when another singer's song is taken), so the phone does it itself. The song leaves
// the queue at once; for the same 10 s as the cloud's offers an Undo puts it back: QUEUE_SONG
// (the cloud adds a new item at the end, under this phone's name), then REORDER_QUEUE from the
// end back to the place it had, when that place still exists.
import type { QueueItem } from "@encore/shared";

export { UNDO_WINDOW_MS } from "@encore/web/session/session-reducer";

export interface Removed {
  item: QueueItem;
  /** Its index in the queue when it was removed. */
  index: number;
}

export interface UndoMove {
  queueId: string;
  from: number;
  to: number;
}

/**
 * Once the re-queued song is in the queue (an item of the same song whose queue_id was not there
 * before), the move that puts it back in its place; `null` while it has not arrived.
 */
export function findRequeued(
  queue: readonly QueueItem[],
  before: ReadonlySet<string>,
  removed: Removed,
): UndoMove | null {
  for (let from = queue.length - 1; from >= 0; from--) {
    const item = queue[from];
    if (!item || before.has(item.queue_id) || item.db_id !== removed.item.db_id) continue;
    return { queueId: item.queue_id, from, to: Math.min(removed.index, queue.length - 1) };
  }
  return null;
}

export function needsMove(move: UndoMove): boolean {
  return move.from !== move.to;
}
