// Wait times (docs/product.md#wait-times): when each waiting song should start. It counts the
// rest of the song on now, the length of every song ahead (an unknown one as the catalogue's
// median) and the 2-second gap before each song. Pure, for both apps.
import { AUTO_NEXT_DELAY_MS } from "../constants.js";

/** The song on now, as a device sees it. */
export interface NowPlaying {
  duration_s?: number | null | undefined;
}

export interface PlaybackClock {
  /**
   * The cloud's epoch ms the song on now started at, as if it had never been paused (the
   * protocol's `started_at`); null when not known.
   */
  startedAt: number | null;
  playing: boolean;
  /** Stopped: the song starts again from the beginning. */
  stopped: boolean;
  /** When this device saw it paused (its own clock), or null. */
  pausedAt: number | null;
}

export interface WaitEstimate {
  /** Seconds until the song starts. */
  seconds: number;
  /** The song on now is paused: the wait is not counting down. */
  paused: boolean;
}

/** The length counted for a song: its own when known, else the catalogue's median. */
function lengthOf(song: NowPlaying, medianS: number): number {
  const own = song.duration_s;
  return typeof own === "number" && own > 0 ? own : medianS;
}

/** Seconds left of the song on now (0 when nothing plays). */
export function remainingOf(
  current: NowPlaying | null,
  clock: PlaybackClock,
  now: number,
  medianS: number,
): number {
  if (!current) return 0;
  const length = lengthOf(current, medianS);
  if (clock.stopped || clock.startedAt === null) return length;
  const at = clock.playing ? now : (clock.pausedAt ?? now);
  const elapsed = Math.min(length, Math.max(0, (at - clock.startedAt) / 1000));
  return length - elapsed;
}

/** The wait of every waiting song, in queue order. */
export function waitsOf(
  queue: readonly NowPlaying[],
  current: NowPlaying | null,
  clock: PlaybackClock,
  now: number,
  medianS: number,
): WaitEstimate[] {
  const paused = current !== null && !clock.playing;
  const gap = AUTO_NEXT_DELAY_MS / 1000;
  let seconds = remainingOf(current, clock, now, medianS);
  return queue.map((song, index) => {
    // A gap before each song: after the song on now, or after the song ahead.
    if (current !== null || index > 0) seconds += gap;
    const wait = { seconds, paused };
    seconds += lengthOf(song, medianS);
    return wait;
  });
}

/** "in about N min": whole minutes, never less than one. */
export function aboutMinutes(seconds: number): number {
  return Math.max(1, Math.round(seconds / 60));
}
