// The Queue tab: the song on now and who sings it, the guest's place, then the upcoming songs to
// drag by their handle (touch) and remove with an Undo; Clear queue asks first.
import { cleanArtist, cleanTitle } from "@encore/shared";
import { currentSongAtom, queueAtom } from "@encore/web/session/session-atoms";
import { useAtomValue } from "@encore/web/store/store";
import { Avatar } from "@encore/web/ui/avatar";
import { ConfirmDialog } from "@encore/web/ui/confirm-dialog";
import { QueueList } from "@encore/web/ui/queue-list";
import { useState } from "react";
import { Link } from "wouter";
import { remotePaths } from "../../app/paths";
import { myNamesAtom } from "../join/identity-atoms";
import { command } from "../playback/remote-commands";
import { isMine } from "../your-turn/your-turn";
import { moveSong, removeSong } from "./queue-actions";
import "./queue.css";

export function QueuePage({ code }: { code: string }) {
  const current = useAtomValue(currentSongAtom);
  const queue = useAtomValue(queueAtom);
  const names = useAtomValue(myNamesAtom);
  const [confirming, setConfirming] = useState(false);
  const [clearing, setClearing] = useState(false);

  async function clear() {
    setClearing(true);
    await command("CLEAR_QUEUE", {});
    setClearing(false);
    setConfirming(false);
  }

  return (
    <div className="queue-page">
      <section className="queue-now-card" aria-label="On now">
        <h2 className="queue-heading">On now</h2>
        {current ? (
          <div className="queue-now-row" data-testid="queue-now">
            <Avatar
              name={current.added_by_user.name}
              pictureUrl={current.added_by_user.avatar}
              size="2.6rem"
            />
            <span className="queue-now-text">
              <span className="queue-now-title">{cleanTitle(current.title)}</span>
              <span className="queue-now-meta">
                {cleanArtist(current.artist)} · sung by {current.added_by_user.name}
              </span>
            </span>
          </div>
        ) : (
          <p className="queue-empty-line">Nothing is playing.</p>
        )}
      </section>

      <section className="queue-upcoming" aria-labelledby="queue-upcoming-heading">
        <div className="queue-upcoming-header">
          <h2 id="queue-upcoming-heading" className="queue-heading">
            Up next ({queue.length})
          </h2>
          {queue.length > 0 && (
            <button
              type="button"
              className="button button-danger queue-clear"
              onClick={() => setConfirming(true)}
            >
              Clear queue
            </button>
          )}
        </div>
        {queue.length > 0 ? (
          <>
            <p className="queue-hint">Drag ⠿ to reorder. Your songs glow.</p>
            <QueueList
              items={queue}
              orientation="vertical"
              onMove={moveSong}
              onRemove={(index, queueId) => void removeSong(index, queueId)}
              isMine={(item) => isMine(item, names)}
            />
          </>
        ) : (
          <div className="queue-empty">
            <p>The queue is empty.</p>
            <Link className="button" href={remotePaths.browse(code)}>
              Find a song
            </Link>
          </div>
        )}
      </section>

      <ConfirmDialog
        open={confirming}
        title="Clear the queue?"
        message="Every song waiting in the queue will be removed, for everyone in the party. The song on now keeps playing."
        confirmLabel="Clear queue"
        danger
        loading={clearing}
        onConfirm={() => void clear()}
        onCancel={() => setConfirming(false)}
      />
    </div>
  );
}
