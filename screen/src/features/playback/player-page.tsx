// The full-screen player (docs/product.md#player): the video, the queue bar, code and device dot,
// the join QR for latecomers, the controls, the paused overlay, the up-next card and the party
// settings.
import { BACK_TO_SESSION_DELAY_MS, formatSessionCode, screenPaths } from "@encore/shared";
import { consentAtom } from "@encore/web/consent/consent-atoms";
import { shouldShowBanner } from "@encore/web/consent/consent-rules";
import { useT } from "@encore/web/i18n/translate";
import { sessionViewAtom } from "@encore/web/session/session-atoms";
import { store, useAtomValue } from "@encore/web/store/store";
import { QrCode } from "@encore/web/ui/qr-code";
import { useCallback, useEffect, useRef, useState } from "react";
import { useAppNavigate } from "../../app/navigate";
import { useJoinUrl } from "../browse";
import { useSpatialNavigation } from "../navigation";
import { PartySettingsDialog, UndoNotice } from "../party";
import { AddToQueuePanel } from "./add-to-queue-panel";
import { DeviceDot } from "./device-dot";
import { LeavePlayerDialog } from "./leave-player-dialog";
import { leaveChoice, type LeaveChoice } from "./leave-rule";
import { videoPausedAtom, videoPlayerAtom } from "./player-atoms";
import { command } from "./player-commands";
import { PlayerControls, type PlayerActions } from "./player-controls";
import { PausedOverlay } from "./paused-overlay";
import { QueueBar } from "./queue-bar";
import { SoundBlockedBanner } from "./sound-blocked-banner";
import { UpNextCard } from "./up-next-card";
import { VideoStage } from "./video-stage";
import "./player.css";

function useLandscapeLock(): void {
  useEffect(() => {
    // Landscape-locked where supported; a failure is logged and ignored.
    const orientation = screen.orientation as ScreenOrientation & {
      lock?: (o: string) => Promise<void>;
    };
    orientation
      .lock?.("landscape")
      .catch((error: unknown) => console.warn("orientation lock failed", error));
  }, []);
}

export function PlayerPage({ code }: { code: string }) {
  const t = useT();
  const navigate = useAppNavigate();
  const view = useAtomValue(sessionViewAtom);
  const videoPaused = useAtomValue(videoPausedAtom);
  const joinUrl = useJoinUrl(code);
  const [panelOpen, setPanelOpen] = useState(false);
  const [settingsOpen, setSettingsOpen] = useState(false);
  const [leaving, setLeaving] = useState(false);
  const [asking, setAsking] = useState<Exclude<LeaveChoice, "leave"> | null>(null);
  const backButton = useRef<HTMLButtonElement>(null);
  useLandscapeLock();
  const consentAsked = shouldShowBanner(useAtomValue(consentAtom));
  // In `Leave the player?`, the arrows move between its buttons; while the cookie band asks, Down
  // and Up move between it and the player's buttons.
  useSpatialNavigation(asking !== null || consentAsked);

  // No current song and an empty queue (and not between two songs): back to the session page.
  const empty = view.status === "joined" && view.currentSong === null && view.queue.length === 0;
  useEffect(() => {
    if (empty && !leaving) navigate(screenPaths.sessionHome(code), { replace: true });
  }, [empty, leaving, code, navigate]);

  const leave = useCallback(() => {
    setAsking(null);
    setLeaving(true);
    store.get(videoPlayerAtom)?.stop();
    void command("CLEAR_ALL", {});
    setTimeout(() => navigate(screenPaths.sessionHome(code)), BACK_TO_SESSION_DELAY_MS);
  }, [code, navigate]);

  // Back asks first when there is something to lose (docs/screen.md, "Back asks first").
  const back = useCallback(() => {
    const choice = leaveChoice(store.get(sessionViewAtom));
    if (choice === "leave") leave();
    else setAsking(choice);
  }, [leave]);

  const keepPlaying = useCallback(() => {
    setAsking(null);
    // After the dialog has closed and given the focus back to whatever opened it.
    requestAnimationFrame(() => backButton.current?.focus());
  }, []);

  const actions: PlayerActions = {
    back,
    playPause: () =>
      void command(store.get(sessionViewAtom).playing ? "PAUSE_PLAYBACK" : "RESUME_PLAYBACK", {}),
    stop: () => {
      store.get(videoPlayerAtom)?.stop();
      void command("STOP_PLAYBACK", {});
    },
    skip: () => {
      store.get(videoPlayerAtom)?.stop();
      void command("SKIP_SONG", {});
    },
    openQueuePanel: () => setPanelOpen(true),
    openPartySettings: () => setSettingsOpen(true),
  };

  // Escape goes back (an open panel or dialog closes itself first).
  const dialogOpen = panelOpen || settingsOpen || asking !== null;
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "Escape" || dialogOpen || event.defaultPrevented) return;
      event.preventDefault();
      back();
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [dialogOpen, back]);

  const paused = view.currentSong !== null && (!view.playing || videoPaused);
  return (
    <div className="player">
      <VideoStage code={code} />
      <PausedOverlay
        visible={paused}
        label={view.stopped ? t("screen.player.stopped") : t("screen.player.paused")}
      />
      <header className="player-top">
        <QueueBar />
        <div
          className="player-session"
          aria-label={t("screen.sessionCode", { code: formatSessionCode(code) })}
        >
          <span className="player-code">{formatSessionCode(code)}</span>
          <DeviceDot />
        </div>
      </header>
      <UpNextCard />
      <SoundBlockedBanner />
      <footer className="player-bottom">
        <PlayerControls actions={actions} backRef={backButton} after={<UndoNotice />} />
        {joinUrl && (
          <div className="player-join" data-testid="player-join">
            <QrCode
              text={joinUrl.qr}
              label={t("screen.qrLabel", { url: joinUrl.shown })}
              className="player-join-qr"
            />
            <span className="player-join-text">
              {t("screen.player.joinAndAdd")}
              <strong>{formatSessionCode(code)}</strong>
            </span>
          </div>
        )}
      </footer>
      <AddToQueuePanel open={panelOpen} onClose={() => setPanelOpen(false)} />
      <PartySettingsDialog open={settingsOpen} onClose={() => setSettingsOpen(false)} />
      <LeavePlayerDialog asking={asking} onLeave={leave} onCancel={keepPlaying} />
    </div>
  );
}
