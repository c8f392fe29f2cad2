// The video: one player for the whole visit, fed by the session. A new current song is loaded
// into the same player; pause, resume and stop follow the session's broadcasts; an end is
// reported with the song's queue_id, an embed error as VIDEO_ERROR so the party moves on, and the
// song's length, once the player knows it, as VIDEO_INFO (video-info-rule.ts).
import { currentSongAtom, sessionViewAtom } from "@encore/web/session/session-atoms";
import { store, useAtomValue, useSetAtom } from "@encore/web/store/store";
import { useEffect, useRef } from "react";
import { createVideoPlayer, type VideoPlayer } from "../video";
import { command, reportSongEnded, reportVideoInfo } from "./player-commands";
import { soundBlockedAtom, videoPausedAtom, videoPlayerAtom } from "./player-atoms";
import { videoInfoToReport } from "./video-info-rule";

export function VideoStage({ code }: { code: string }) {
  const hostRef = useRef<HTMLDivElement>(null);
  const playerRef = useRef<VideoPlayer | null>(null);
  const setPlayer = useSetAtom(videoPlayerAtom);
  const view = useAtomValue(sessionViewAtom);
  const queueId = view.currentSong?.queue_id ?? null;
  const videoId = view.currentSong?.youtube_id ?? null;

  useEffect(() => {
    const host = hostRef.current;
    if (!host) return;
    let told: string | null = null; // the queue_id whose length was reported last
    const player = createVideoPlayer(host, {
      onEnded() {
        const current = store.get(currentSongAtom);
        player.stop();
        if (current) void reportSongEnded(code, current.queue_id);
      },
      onError(errorCode) {
        const current = store.get(currentSongAtom);
        if (current) void command("VIDEO_ERROR", { queue_id: current.queue_id, code: errorCode });
      },
      onPlayingChange(playing) {
        store.set(videoPausedAtom, !playing && store.get(sessionViewAtom).playing);
      },
      onSoundBlocked(blocked) {
        store.set(soundBlockedAtom, blocked);
      },
      onDuration(videoId, seconds) {
        const info = videoInfoToReport(store.get(currentSongAtom), { videoId, seconds }, told);
        if (!info) return;
        told = info.queue_id;
        void reportVideoInfo(info);
      },
    });
    playerRef.current = player;
    setPlayer(player);
    return () => {
      player.destroy();
      playerRef.current = null;
      setPlayer(null);
    };
  }, [code, setPlayer]);

  // A new song: load it into the one player.
  useEffect(() => {
    if (queueId !== null && videoId !== null) playerRef.current?.load(videoId);
  }, [queueId, videoId]);

  // Pause, resume, stop as the session says (after the load above for a new song).
  const { playing, stopped } = view;
  useEffect(() => {
    const player = playerRef.current;
    if (!player || queueId === null) return;
    if (playing) player.play();
    else if (stopped) player.stop();
    else player.pause();
    store.set(videoPausedAtom, false);
  }, [playing, stopped, queueId]);

  return (
    <div className="video-stage" data-testid="video-stage">
      <div ref={hostRef} className="video-host" />
    </div>
  );
}
