// The player's top bar: `Queue (count):` with the current song first, then the upcoming songs in
// order, each with who sings it and when (docs/product.md#wait-times); drag to reorder, remove.
// Moves show at once and the cloud confirms.
import { cleanTitle, type QueueItem, type WaitEstimate } from "@encore/shared";
import { useT } from "@encore/web/i18n/translate";
import { currentSongAtom, queueAtom, sessionViewAtom } from "@encore/web/session/session-atoms";
import { queueWaitsAtom } from "@encore/web/session/wait-atoms";
import { waitText } from "@encore/web/session/wait-text";
import { store, useAtomValue } from "@encore/web/store/store";
import { Avatar } from "@encore/web/ui/avatar";
import { QueueList } from "@encore/web/ui/queue-list";
import { applyMove } from "@encore/web/ui/queue-moves";
import { command } from "./player-commands";
import "./queue-bar.css";

function moveNow(from: number, to: number, queueId: string): void {
  store.set(sessionViewAtom, (view) => ({
    ...view,
    queue: applyMove<QueueItem>(view.queue, from, to),
  }));
  void command("REORDER_QUEUE", { from, to, queue_id: queueId });
}

export function QueueBar() {
  const t = useT();
  const current = useAtomValue(currentSongAtom);
  const queue = useAtomValue(queueAtom);
  const waits = useAtomValue(queueWaitsAtom);
  const count = queue.length + (current ? 1 : 0);
  return (
    <section className="queue-bar" aria-label={t("screen.queueBar.label")}>
      <h2 className="queue-bar-title">{t("screen.queueBar.title", { count })}</h2>
      {current && (
        <div className="queue-now" data-testid="queue-now">
          <span className="queue-now-label">{t("screen.now")}</span>
          <Avatar name={current.added_by_user.name} pictureUrl={current.added_by_user.avatar} />
          <span className="queue-entry-text">
            <span className="queue-entry-title" title={cleanTitle(current.title)}>
              {cleanTitle(current.title)}
            </span>
            <span className="queue-entry-meta" title={current.added_by_user.name}>
              {current.added_by_user.name}
            </span>
          </span>
        </div>
      )}
      <QueueList
        items={queue}
        orientation="horizontal"
        onMove={moveNow}
        onRemove={(index, queueId) => void command("REMOVE_SONG", { index, queue_id: queueId })}
        decorate={(item, index) => ({ note: <SingerWait item={item} wait={waits[index]} /> })}
      />
    </section>
  );
}

/**
 * Who sings a waiting song, and when: two lines in place of the artist's (queue-bar.css). A long
 * name ends in an ellipsis; the wait is short and never cut.
 */
function SingerWait({ item, wait }: { item: QueueItem; wait: WaitEstimate | undefined }) {
  return (
    <>
      <bdi className="queue-entry-singer">{item.added_by_user.name}</bdi>
      {wait && <span className="queue-entry-wait">{waitText(wait)}</span>}
    </>
  );
}
