// The waiting songs as a rotation (queue-rotation.ts): a heading where each round starts, each
// song's wait, "skip my turn" on this phone's songs (on every song for the host), drag by the
// handle and remove with an Undo; with host controls on, what only the host may do is disabled
// and says why.
import { cleanTitle, type QueueItem } from "@encore/shared";
import { useT } from "@encore/web/i18n/translate";
import { currentSongAtom, isHostAtom, partySettingsAtom } from "@encore/web/session/session-atoms";
import { queueWaitsAtom } from "@encore/web/session/wait-atoms";
import { useAtomValue } from "@encore/web/store/store";
import { QueueList, type QueueEntryExtras } from "@encore/web/ui/queue-list";
import { myIdentityAtom } from "../../app/identity-atoms";
import { heldBackAtom } from "../playback";
import { isMine } from "../your-turn";
import { deferSong, moveSong, removeSong } from "./queue-actions";
import { rotationOf } from "./queue-rotation";
import { SkipTurnButton } from "./skip-turn-button";

export function UpcomingSongs({ queue }: { queue: QueueItem[] }) {
  const t = useT();
  const current = useAtomValue(currentSongAtom);
  const me = useAtomValue(myIdentityAtom);
  const waits = useAtomValue(queueWaitsAtom);
  const settings = useAtomValue(partySettingsAtom);
  const isHost = useAtomValue(isHostAtom);
  const heldBack = useAtomValue(heldBackAtom);
  const mine = (item: QueueItem) => isMine(item, me);
  const rotation = rotationOf(queue, {
    current,
    waits,
    isMine: mine,
    isHost,
    fairTurns: settings.fair_turns,
    heldBack,
  });

  function decorate(item: QueueItem, index: number): QueueEntryExtras {
    const entry = rotation[index];
    if (!entry) return {};
    return {
      heading: entry.heading,
      note: entry.wait,
      actions: entry.canDefer ? (
        <SkipTurnButton
          title={cleanTitle(item.title)}
          possible={entry.deferTo !== null}
          onSkip={() => deferSong(index, item.queue_id)}
        />
      ) : null,
      moveBlocked: entry.moveBlocked,
      removeBlocked: entry.removeBlocked,
    };
  }

  return (
    <>
      <p className="queue-hint">{heldBack ? t("remote.queue.hintHeld") : t("remote.queue.hint")}</p>
      <QueueList
        items={queue}
        orientation="vertical"
        onMove={moveSong}
        onRemove={(index, queueId) => void removeSong(index, queueId)}
        isMine={mine}
        decorate={decorate}
      />
    </>
  );
}
