// When the screen tells the cloud how long the song on now is (VIDEO_INFO, docs/product.md#wait-times):
// the player measured the song on now's video, the length is one the cloud takes, and this song
// (its queue_id) has not been told yet, nor does it already carry that length. Pure: video-stage.tsx
// applies it.
import { MAX_REPORTED_DURATION_S, MIN_REPORTED_DURATION_S } from "@encore/shared";

/** What the player measured: the video it played and its length in seconds. */
export interface MeasuredVideo {
  videoId: string;
  seconds: number;
}

/** The song on now, as the session says. */
export interface SongOnNow {
  queue_id: string;
  youtube_id: string;
  duration_s?: number | null | undefined;
}

export interface VideoInfo {
  queue_id: string;
  duration_s: number;
}

/**
 * The VIDEO_INFO to send, or null. `told` is the queue_id last told (null before the first): a
 * song is told once, even when it is stopped and played again.
 */
export function videoInfoToReport(
  current: SongOnNow | null,
  measured: MeasuredVideo,
  told: string | null,
): VideoInfo | null {
  if (!current || current.queue_id === told || current.youtube_id !== measured.videoId) return null;
  if (!Number.isFinite(measured.seconds)) return null;
  const seconds = Math.round(measured.seconds);
  if (seconds < MIN_REPORTED_DURATION_S || seconds > MAX_REPORTED_DURATION_S) return null;
  if (current.duration_s === seconds) return null;
  return { queue_id: current.queue_id, duration_s: seconds };
}
