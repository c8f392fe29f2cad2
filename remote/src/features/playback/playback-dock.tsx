// Now playing and the playback buttons, at the bottom of every party page where the thumb is (named
// as docs/product.md#the-remote says: Play/Pause, Stop playback, Skip to next song). With host
// controls on, a guest's Stop and Skip are disabled and say why (docs/product.md#the-host).
import { cleanArtist, cleanTitle } from "@encore/shared";
import { useT } from "@encore/web/i18n/translate";
import { currentSongAtom, playingAtom, queueAtom } from "@encore/web/session/session-atoms";
import { useAtomValue } from "@encore/web/store/store";
import { Avatar } from "@encore/web/ui/avatar";
import { useId, type ReactNode } from "react";
import { messageWithElements } from "@encore/web/i18n/message-with-elements";
import { heldBackAtom, hostOnlyDockText, hostOnlyReason } from "./host-limits";
import { playPause, skipSong, stopPlayback } from "./remote-commands";
import "./playback.css";

const icon = (d: string) => (
  <svg viewBox="0 0 24 24" width="24" height="24" fill="currentColor" aria-hidden="true">
    <path d={d} />
  </svg>
);

const ICONS = {
  play: icon("M8 5v14l11-7z"),
  pause: icon("M6 5h4v14H6zm8 0h4v14h-4z"),
  stop: icon("M6 6h12v12H6z"),
  skip: icon("M6 18l8.5-6L6 6v12zM16 6h2v12h-2z"),
};

function DockButton({
  label,
  onClick,
  disabled,
  reason = null,
  primary = false,
  children,
}: {
  label: string;
  onClick: () => void;
  disabled: boolean;
  /** Why this phone may not use it (host controls): disabled, and this is its description. */
  reason?: string | null;
  primary?: boolean;
  children: ReactNode;
}) {
  const reasonId = useId();
  return (
    <>
      <button
        type="button"
        className={`dock-button ${primary ? "dock-button-primary" : ""}`}
        aria-label={label}
        title={reason ?? label}
        disabled={disabled || reason !== null}
        aria-describedby={reason === null ? undefined : reasonId}
        onClick={onClick}
      >
        {children}
      </button>
      {reason !== null && (
        <span id={reasonId} className="visually-hidden">
          {reason}
        </span>
      )}
    </>
  );
}

export function PlaybackDock() {
  const t = useT();
  const current = useAtomValue(currentSongAtom);
  const playing = useAtomValue(playingAtom);
  const queue = useAtomValue(queueAtom);
  const held = useAtomValue(heldBackAtom);
  const idle = current === null && queue.length === 0;

  return (
    <section className="playback-dock" aria-label={t("remote.dock.label")}>
      <div className="dock-main">
        <div className="dock-now" data-testid="dock-now">
          {current ? (
            <>
              <Avatar name={current.added_by_user.name} pictureUrl={current.added_by_user.avatar} />
              <span className="dock-now-text">
                <span className="dock-now-title">{cleanTitle(current.title)}</span>
                <span
                  className="dock-now-meta"
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
            </>
          ) : (
            <span className="dock-now-text">
              <span className="dock-now-title dock-now-idle">
                {queue.length > 0 ? t("remote.dock.upNext") : t("remote.dock.nothing")}
              </span>
              <span className="dock-now-meta">
                {queue.length > 0
                  ? t("remote.dock.inQueue", { count: queue.length })
                  : t("remote.dock.tapToQueue")}
              </span>
            </span>
          )}
        </div>
        <div className="dock-buttons">
          <DockButton
            label={t("remote.dock.stop")}
            onClick={() => void stopPlayback()}
            disabled={!current}
            reason={hostOnlyReason(held, "stop")}
          >
            {ICONS.stop}
          </DockButton>
          <DockButton
            label={playing ? t("remote.dock.pause") : t("remote.dock.play")}
            onClick={() => void playPause()}
            disabled={idle}
            primary
          >
            {playing ? ICONS.pause : ICONS.play}
          </DockButton>
          <DockButton
            label={t("remote.dock.skip")}
            onClick={() => void skipSong()}
            disabled={idle}
            reason={hostOnlyReason(held, "skip")}
          >
            {ICONS.skip}
          </DockButton>
        </div>
      </div>
      {held && <p className="dock-host-note">{hostOnlyDockText()}</p>}
    </section>
  );
}
