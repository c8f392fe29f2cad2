// The player's buttons, in the spec's focus order: back, play/pause, stop, skip, favorite (signed
// in only), queue, then the party settings (docs/product.md#the-host). Left and Right move between
// them; Enter presses the focused one.
import { userAtom } from "@encore/web/auth/auth-atoms";
import { useT } from "@encore/web/i18n/translate";
import { currentSongAtom, playingAtom } from "@encore/web/session/session-atoms";
import { useAtomValue } from "@encore/web/store/store";
import { useRef, type KeyboardEvent, type ReactNode, type Ref } from "react";
import { FavoriteButton } from "./favorite-button";
import { playerKeyAction } from "./player-keys";

export interface PlayerActions {
  back(): void;
  playPause(): void;
  stop(): void;
  skip(): void;
  openQueuePanel(): void;
  openPartySettings(): void;
}

function ControlButton({
  label,
  onClick,
  children,
  autoFocus = false,
  buttonRef,
}: {
  label: string;
  onClick: () => void;
  children: ReactNode;
  autoFocus?: boolean;
  buttonRef?: Ref<HTMLButtonElement>;
}) {
  return (
    <button
      ref={buttonRef}
      type="button"
      autoFocus={autoFocus}
      className="player-button"
      aria-label={label}
      title={label}
      onClick={onClick}
    >
      <span className="player-button-icon" aria-hidden="true">
        {children}
      </span>
    </button>
  );
}

const icon = (d: string) => (
  <svg viewBox="0 0 24 24" width="1em" height="1em" fill="currentColor">
    <path d={d} />
  </svg>
);

const ICONS = {
  back: icon("M15.4 5.4 14 4l-8 8 8 8 1.4-1.4L8.8 12z"),
  play: icon("M8 5v14l11-7z"),
  pause: icon("M6 5h4v14H6zm8 0h4v14h-4z"),
  stop: icon("M6 6h12v12H6z"),
  skip: icon("M6 18l8.5-6L6 6v12zM16 6h2v12h-2z"),
  queue: icon("M3 6h13v2H3zm0 5h13v2H3zm0 5h9v2H3zm15-3v-3h2v3h3v2h-3v3h-2v-3h-3v-2z"),
  settings: icon(
    "M19.14 12.94a7.5 7.5 0 0 0 0-1.88l2.03-1.58a.5.5 0 0 0 .12-.61l-1.92-3.32a.5.5 0 0 0-.59-.22l-2.39.96a7 7 0 0 0-1.62-.94l-.36-2.54a.5.5 0 0 0-.48-.41h-3.84a.5.5 0 0 0-.47.41l-.36 2.54a7 7 0 0 0-1.62.94l-2.39-.96a.5.5 0 0 0-.59.22L2.74 8.87a.5.5 0 0 0 .12.61l2.03 1.58a7.5 7.5 0 0 0 0 1.88l-2.03 1.58a.5.5 0 0 0-.12.61l1.92 3.32c.12.22.37.29.59.22l2.39-.96c.5.38 1.03.7 1.62.94l.36 2.54c.05.24.24.41.48.41h3.84c.24 0 .44-.17.47-.41l.36-2.54a7 7 0 0 0 1.62-.94l2.39.96c.22.08.47 0 .59-.22l1.92-3.32a.5.5 0 0 0-.12-.61zM12 15.6a3.6 3.6 0 1 1 0-7.2 3.6 3.6 0 0 1 0 7.2z",
  ),
};

export function PlayerControls({
  actions,
  backRef,
  after,
}: {
  actions: PlayerActions;
  /** The Back button, which gets the focus again when `Leave the player?` is cancelled. */
  backRef?: Ref<HTMLButtonElement>;
  /** Shown after the buttons, its own buttons in the same Left/Right walk (the undo notice). */
  after?: ReactNode;
}) {
  const t = useT();
  const playing = useAtomValue(playingAtom);
  const current = useAtomValue(currentSongAtom);
  const user = useAtomValue(userAtom);
  const bar = useRef<HTMLDivElement>(null);

  function onKeyDown(event: KeyboardEvent) {
    const buttons = [...(bar.current?.querySelectorAll("button") ?? [])];
    const focused = buttons.indexOf(document.activeElement as HTMLButtonElement);
    const action = playerKeyAction(event.key, Math.max(0, focused), buttons.length, false);
    if (action.kind === "focus") {
      event.preventDefault();
      buttons[action.index]?.focus();
    }
  }

  return (
    <div
      ref={bar}
      className="player-controls"
      role="toolbar"
      aria-label={t("screen.player.controls")}
      onKeyDown={onKeyDown}
    >
      <ControlButton label={t("screen.player.back")} onClick={actions.back} buttonRef={backRef}>
        {ICONS.back}
      </ControlButton>
      <ControlButton
        label={playing ? t("screen.player.pause") : t("screen.player.play")}
        onClick={actions.playPause}
        autoFocus
      >
        {playing ? ICONS.pause : ICONS.play}
      </ControlButton>
      <ControlButton label={t("screen.player.stop")} onClick={actions.stop}>
        {ICONS.stop}
      </ControlButton>
      <ControlButton label={t("screen.player.skip")} onClick={actions.skip}>
        {ICONS.skip}
      </ControlButton>
      {user && current && <FavoriteButton song={current} />}
      <ControlButton label={t("screen.player.addSongs")} onClick={actions.openQueuePanel}>
        {ICONS.queue}
      </ControlButton>
      <ControlButton label={t("screen.party.settings")} onClick={actions.openPartySettings}>
        {ICONS.settings}
      </ControlButton>
      {after}
    </div>
  );
}
