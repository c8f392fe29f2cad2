// The Queue tab: the song on now and who sings it (with its heart, signed in, as on the TV's
// player), then the rotation of upcoming songs by round, with their waits (upcoming-songs.tsx);
// Clear queue asks first, and is the host's with host controls on (docs/product.md#the-host).
import { cleanArtist, cleanTitle } from "@encore/shared";
import { useT } from "@encore/web/i18n/translate";
import { currentSongAtom, queueAtom } from "@encore/web/session/session-atoms";
import { useAtomValue } from "@encore/web/store/store";
import { Avatar } from "@encore/web/ui/avatar";
import { ConfirmDialog } from "@encore/web/ui/confirm-dialog";
import { FavoriteToggle } from "@encore/web/ui/favorite-toggle";
import { useId, useState } from "react";
import { Link } from "wouter";
import { remotePaths } from "../../app/paths";
import { messageWithElements } from "@encore/web/i18n/message-with-elements";
import { command, heldBackAtom, hostOnlyReason } from "../playback";
import { UpcomingSongs } from "./upcoming-songs";
import "./queue.css";

export function QueuePage({ code }: { code: string }) {
  const t = useT();
  const current = useAtomValue(currentSongAtom);
  const queue = useAtomValue(queueAtom);
  const clearBlocked = hostOnlyReason(useAtomValue(heldBackAtom), "clear");
  const clearReasonId = useId();
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
      <section className="queue-now-card" aria-label={t("remote.queue.onNow")}>
        <h2 className="queue-heading">{t("remote.queue.onNow")}</h2>
        {current ? (
          <div className="queue-now-row" data-testid="queue-now">
            <Avatar
              name={current.added_by_user.name}
              pictureUrl={current.added_by_user.avatar}
              size="2.6rem"
            />
            <span className="queue-now-text">
              <span className="queue-now-title">{cleanTitle(current.title)}</span>
              <span
                className="queue-now-meta"
                title={t("remote.song.sungBy", {
                  artist: cleanArtist(current.artist),
                  singer: current.added_by_user.name,
                })}
              >
                {messageWithElements(t, "remote.song.sungBy", {
                  artist: <bdi>{cleanArtist(current.artist)}</bdi>,
                  singer: <bdi>{current.added_by_user.name}</bdi>,
                })}
              </span>
            </span>
            <FavoriteToggle song={current} />
          </div>
        ) : (
          <p className="queue-empty-line">{t("remote.queue.nothingPlaying")}</p>
        )}
      </section>

      <section className="queue-upcoming" aria-labelledby="queue-upcoming-heading">
        <div className="queue-upcoming-header">
          <h2 id="queue-upcoming-heading" className="queue-heading">
            {t("remote.queue.upNext", { count: queue.length })}
          </h2>
          {queue.length > 0 && (
            <button
              type="button"
              className="button button-danger queue-clear"
              disabled={clearBlocked !== null}
              aria-describedby={clearBlocked === null ? undefined : clearReasonId}
              title={clearBlocked ?? undefined}
              onClick={() => setConfirming(true)}
            >
              {t("remote.queue.clear")}
            </button>
          )}
          {queue.length > 0 && clearBlocked !== null && (
            <span id={clearReasonId} className="visually-hidden">
              {clearBlocked}
            </span>
          )}
        </div>
        {queue.length > 0 ? (
          <UpcomingSongs queue={queue} />
        ) : (
          <div className="queue-empty">
            <p>{t("remote.queue.empty")}</p>
            <Link className="button" href={remotePaths.browse(code)}>
              {t("remote.queue.findSong")}
            </Link>
          </div>
        )}
      </section>

      <ConfirmDialog
        open={confirming}
        title={t("remote.queue.clearTitle")}
        message={t("remote.queue.clearMessage")}
        confirmLabel={t("remote.queue.clear")}
        danger
        loading={clearing}
        onConfirm={() => void clear()}
        onCancel={() => setConfirming(false)}
      />
    </div>
  );
}
