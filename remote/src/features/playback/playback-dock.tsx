// Now playing and the playback buttons, at the bottom of every party page where the thumb is
// (CONTRACT §5 names: Play/Pause, Stop playback, Skip to next song).
import { cleanArtist, cleanTitle } from "@encore/shared";
import { currentSongAtom, playingAtom, queueAtom } from "@encore/web/session/session-atoms";
import { useAtomValue } from "@encore/web/store/store";
import { Avatar } from "@encore/web/ui/avatar";
import type { ReactNode } from "react";
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
  primary = false,
  children,
}: {
  label: string;
  onClick: () => void;
  disabled: boolean;
  primary?: boolean;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      className={`dock-button ${primary ? "dock-button-primary" : ""}`}
      aria-label={label}
      title={label}
      disabled={disabled}
      onClick={onClick}
    >
      {children}
    </button>
  );
}

export function PlaybackDock() {
  const current = useAtomValue(currentSongAtom);
  const playing = useAtomValue(playingAtom);
  const queue = useAtomValue(queueAtom);
  const idle = current === null && queue.length === 0;

  return (
    <section className="playback-dock" aria-label="Now playing">
      <div className="dock-now" data-testid="dock-now">
        {current ? (
          <>
            <Avatar name={current.added_by_user.name} pictureUrl={current.added_by_user.avatar} />
            <span className="dock-now-text">
              <span className="dock-now-title">{cleanTitle(current.title)}</span>
              <span className="dock-now-meta">
                {cleanArtist(current.artist)} · sung by {current.added_by_user.name}
              </span>
            </span>
          </>
        ) : (
          <span className="dock-now-text">
            <span className="dock-now-title dock-now-idle">
              {queue.length > 0 ? "Up next in a moment" : "Nothing playing"}
            </span>
            <span className="dock-now-meta">
              {queue.length > 0 ? `${queue.length} in the queue` : "Tap a song to queue it"}
            </span>
          </span>
        )}
      </div>
      <div className="dock-buttons">
        <DockButton label="Stop playback" onClick={() => void stopPlayback()} disabled={!current}>
          {ICONS.stop}
        </DockButton>
        <DockButton
          label={playing ? "Pause" : "Play"}
          onClick={() => void playPause()}
          disabled={idle}
          primary
        >
          {playing ? ICONS.pause : ICONS.play}
        </DockButton>
        <DockButton label="Skip to next song" onClick={() => void skipSong()} disabled={idle}>
          {ICONS.skip}
        </DockButton>
      </div>
    </section>
  );
}
