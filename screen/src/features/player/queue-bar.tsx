// The player's top bar: `Queue (count):` with the current song first, then the upcoming songs,
// each with who added it; drag to reorder, remove. Moves show at once and the cloud confirms.
import { cleanTitle, type QueueItem } from "@encore/shared";
import { currentSongAtom, queueAtom, sessionViewAtom } from "@encore/web/session/session-atoms";
import { store, useAtomValue } from "@encore/web/store/store";
import { Avatar } from "@encore/web/ui/avatar";
import { QueueList } from "@encore/web/ui/queue-list";
import { applyMove } from "@encore/web/ui/queue-moves";
import { command } from "./player-commands";

function moveNow(from: number, to: number, queueId: string): void {
  store.set(sessionViewAtom, (view) => ({
    ...view,
    queue: applyMove<QueueItem>(view.queue, from, to),
  }));
  void command("REORDER_QUEUE", { from, to, queue_id: queueId });
}

export function QueueBar() {
  const current = useAtomValue(currentSongAtom);
  const queue = useAtomValue(queueAtom);
  const count = queue.length + (current ? 1 : 0);
  return (
    <section className="queue-bar" aria-label="Queue">
      <h2 className="queue-bar-title">Queue ({count}):</h2>
      {current && (
        <div className="queue-now" data-testid="queue-now">
          <span className="queue-now-label">Now</span>
          <Avatar name={current.added_by_user.name} pictureUrl={current.added_by_user.avatar} />
          <span className="queue-entry-text">
            <span className="queue-entry-title">{cleanTitle(current.title)}</span>
            <span className="queue-entry-meta">{current.added_by_user.name}</span>
          </span>
        </div>
      )}
      <QueueList
        items={queue}
        orientation="horizontal"
        onMove={moveNow}
        onRemove={(index, queueId) => void command("REMOVE_SONG", { index, queue_id: queueId })}
      />
    </section>
  );
}
