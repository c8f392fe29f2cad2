// The queue's moves, removes and skipped turns, shown at once while the cloud confirms; a refusal
// brings the fresh state. A remove of one's own song offers its Undo here (undo-remove.ts); the
// cloud offers none for it. Another singer's song taken is the cloud's offer (features/undo).
import { cleanTitle, deferTarget, type QueueItem } from "@encore/shared";
import { t } from "@encore/web/i18n/translate";
import { sessionViewAtom } from "@encore/web/session/session-atoms";
import { store } from "@encore/web/store/store";
import { applyMove } from "@encore/web/ui/queue-moves";
import { myIdentityAtom } from "../../app/identity-atoms";
import { command } from "../playback";
import { localUndoAtom } from "../undo";
import { isMine } from "../your-turn";
import { findRequeued, needsMove, UNDO_WINDOW_MS, type Removed } from "./undo-remove";

/** How long an undo waits for the re-queued song to come back in the queue. */
const REQUEUE_WAIT_MS = 5000;

export function moveSong(from: number, to: number, queueId: string): void {
  store.set(sessionViewAtom, (view) => ({
    ...view,
    queue: applyMove<QueueItem>(view.queue, from, to),
  }));
  void command("REORDER_QUEUE", { from, to, queue_id: queueId });
}

/**
 * "Skip my turn, keep my place" (docs/product.md#fair-turns): the song moves behind the next song
 * of another singer, here at once and on every device when the cloud sends the new queue.
 */
export function deferSong(index: number, queueId: string): void {
  store.set(sessionViewAtom, (view) => {
    const to = view.queue[index]?.queue_id === queueId ? deferTarget(view.queue, index) : null;
    return to === null ? view : { ...view, queue: applyMove<QueueItem>(view.queue, index, to) };
  });
  void command("DEFER_SONG", { queue_id: queueId });
}

let offers = 0;

export async function removeSong(index: number, queueId: string): Promise<void> {
  const item = store.get(sessionViewAtom).queue[index];
  if (!item || item.queue_id !== queueId) return;
  store.set(sessionViewAtom, (view) => ({
    ...view,
    queue: view.queue.filter((entry) => entry.queue_id !== queueId),
  }));
  const ack = await command("REMOVE_SONG", { index, queue_id: queueId });
  // Another singer's song: the cloud's offer (one Undo, for its owner and for this phone).
  if (!ack.ok || !isMine(item, store.get(myIdentityAtom))) return;
  const removed: Removed = { item, index };
  offers += 1;
  store.set(localUndoAtom, {
    id: offers,
    text: t("remote.queue.removed", { title: cleanTitle(item.title) }),
    undo: () => void undoRemove(removed),
    until: Date.now() + UNDO_WINDOW_MS,
  });
}

/** QUEUE_SONG, then REORDER_QUEUE from the end back to where the song was. */
export async function undoRemove(removed: Removed): Promise<void> {
  const before = new Set(store.get(sessionViewAtom).queue.map((entry) => entry.queue_id));
  const ack = await command("QUEUE_SONG", { song: { db_id: removed.item.db_id } });
  if (!ack.ok) return;
  const move = await waitForRequeued(before, removed);
  if (move && needsMove(move)) {
    await command("REORDER_QUEUE", { from: move.from, to: move.to, queue_id: move.queueId });
  }
}

function waitForRequeued(before: ReadonlySet<string>, removed: Removed) {
  return new Promise<ReturnType<typeof findRequeued>>((resolve) => {
    const check = () => findRequeued(store.get(sessionViewAtom).queue, before, removed);
    const found = check();
    if (found) return resolve(found);
    const timer = setTimeout(() => {
      unsubscribe();
      resolve(null);
    }, REQUEUE_WAIT_MS);
    const unsubscribe = store.sub(sessionViewAtom, () => {
      const move = check();
      if (!move) return;
      clearTimeout(timer);
      unsubscribe();
      resolve(move);
    });
  });
}
