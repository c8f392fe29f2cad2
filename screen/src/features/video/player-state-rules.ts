// The video player's rules, without the player: which state changes matter and when, what the video
// host's messages say, when a load counts as stuck or as blocked autoplay, what each embed error
// means, and the player's settings (docs/product.md#playback, #constants). video-player.ts applies
// them.
import { PLAYER_STATE_DEBOUNCE_MS } from "@encore/shared";
import { debounce } from "../../lib/debounce";
import type { YTPlayerVars } from "./youtube-types";
import { YT_STATE } from "./youtube-types";

/** Playing/paused changes are applied after this debounce; an end at once. */
export const STATE_DEBOUNCE_MS = PLAYER_STATE_DEBOUNCE_MS;
/** A load that has not reached "playing" after this long gets a new player. */
export const STUCK_UNSTARTED_MS = 8000;
/** A load still unstarted/cued after this long is taken as autoplay blocked by the browser. */
export const AUTOPLAY_BLOCKED_AFTER_MS = 3000;
/** How often the video module checks the rules below while a video is loaded. */
export const WATCHDOG_INTERVAL_MS = 500;

/** The only origins whose postMessage the video module believes. */
export const VIDEO_HOST_ORIGINS: readonly string[] = [
  "https://www.youtube.com",
  "https://www.youtube-nocookie.com",
];

/**
 * The player's settings (docs/product.md#constants): autoplay, sound on, no controls, loop,
 * fullscreen, annotations, captions.
 */
export const PLAYER_VARS = {
  autoplay: 1,
  controls: 0,
  loop: 0,
  fs: 0,
  iv_load_policy: 3,
  cc_load_policy: 0,
  disablekb: 1,
  modestbranding: 1,
  rel: 0,
  playsinline: 1,
  enablejsapi: 1,
} as const satisfies YTPlayerVars;

/** PLAYER_VARS with the page's origin (pass `location.origin`). */
export function playerVars(origin: string): YTPlayerVars {
  return { ...PLAYER_VARS, origin };
}

// ---- state changes ---------------------------------------------------------------------------

export type StateChange =
  | { kind: "ended" }
  | { kind: "playing"; playing: boolean }
  /** Unstarted, buffering, cued, unknown: no change to report. */
  | { kind: "none" };

export function classifyState(state: number): StateChange {
  switch (state) {
    case YT_STATE.ENDED:
      return { kind: "ended" };
    case YT_STATE.PLAYING:
      return { kind: "playing", playing: true };
    case YT_STATE.PAUSED:
      return { kind: "playing", playing: false };
    default:
      return { kind: "none" };
  }
}

export interface PlayingDebouncer {
  /** Feeds a player state: playing/paused is reported after the debounce, if it differs. */
  push(state: number): void;
  /** The video ended: drops a pending change; the next "playing" is reported again. */
  ended(): void;
  cancel(): void;
}

/**
 * Reports playing/not playing `ms` after the last playing/paused state, only when it differs from
 * what was last reported (so a pause-play flicker shorter than the debounce reports nothing).
 */
export function createPlayingDebouncer(
  report: (playing: boolean) => void,
  ms: number = STATE_DEBOUNCE_MS,
): PlayingDebouncer {
  let reported: boolean | null = null;
  const apply = debounce((playing: boolean) => {
    if (playing === reported) return;
    reported = playing;
    report(playing);
  }, ms);
  return {
    push(state) {
      const change = classifyState(state);
      if (change.kind === "playing") apply(change.playing);
    },
    ended() {
      apply.cancel();
      reported = false;
    },
    cancel() {
      apply.cancel();
    },
  };
}

// ---- the video host's messages ---------------------------------------------------------------

/**
 * The player state carried by a postMessage from the video host, or null: accepts
 * `{"event":"onStateChange","info":0}` and `{"event":"infoDelivery","info":{"playerState":0}}`,
 * as a JSON string or an object, from VIDEO_HOST_ORIGINS only.
 */
export function parseHostMessage(origin: string, data: unknown): number | null {
  if (!VIDEO_HOST_ORIGINS.includes(origin)) return null;
  let message: unknown = data;
  if (typeof data === "string") {
    try {
      message = JSON.parse(data);
    } catch {
      return null;
    }
  }
  if (typeof message !== "object" || message === null) return null;
  const { event, info } = message as { event?: unknown; info?: unknown };
  if (event === "onStateChange" && typeof info === "number") return info;
  if (event === "infoDelivery" && typeof info === "object" && info !== null) {
    const state = (info as { playerState?: unknown }).playerState;
    if (typeof state === "number") return state;
  }
  return null;
}

export function isHostEndedMessage(origin: string, data: unknown): boolean {
  return parseHostMessage(origin, data) === YT_STATE.ENDED;
}

// ---- one loaded video ------------------------------------------------------------------------

/** What the module knows about the video it loaded last. */
export interface VideoCycle {
  videoId: string;
  /** When it was loaded (or the player recreated, or playback asked for again before it started). */
  since: number;
  /** It reached "playing" at least once. */
  started: boolean;
  /** The end was reported (once per video). */
  ended: boolean;
  /** The autoplay check was made for this load. */
  autoplayChecked: boolean;
}

export function startCycle(videoId: string, now: number): VideoCycle {
  return { videoId, since: now, started: false, ended: false, autoplayChecked: false };
}

/** Restarts the clocks of a load that has not started (after a recreate, or play after pause). */
export function rearmCycle(cycle: VideoCycle, now: number): VideoCycle {
  return cycle.started ? cycle : { ...cycle, since: now, autoplayChecked: false };
}

/** Where a state was seen: the API's onStateChange, the host's postMessage, or a poll. */
export type StateSource = "event" | "message" | "poll";

/**
 * Records a state seen for the current video and says whether it is the video's end, to act on
 * now. An end counts once per video; from a message or a poll only after the video has played, so
 * a stale "ended" of the previous video right after loadVideoById is not taken for this one's end.
 */
export function observeState(
  cycle: VideoCycle,
  state: number,
  source: StateSource,
): { cycle: VideoCycle; ended: boolean } {
  if (state === YT_STATE.PLAYING && !cycle.started) {
    return { cycle: { ...cycle, started: true }, ended: false };
  }
  if (state !== YT_STATE.ENDED || cycle.ended) return { cycle, ended: false };
  if (source !== "event" && !cycle.started) return { cycle, ended: false };
  return { cycle: { ...cycle, ended: true }, ended: true };
}

export interface WatchdogInput {
  now: number;
  /** getPlayerState() now. */
  state: number;
  /** The app wants the video playing (not paused or stopped by a command). */
  wantPlaying: boolean;
  /** The player is muted (so sound cannot be what blocks it). */
  muted: boolean;
  stuckMs?: number;
  autoplayBlockedAfterMs?: number;
}

export type WatchdogAction = "none" | "autoplay-blocked" | "recreate";

/**
 * What to do about a video that has not started: after STUCK_UNSTARTED_MS recreate the player;
 * after AUTOPLAY_BLOCKED_AFTER_MS still unstarted or cued with sound on, treat it as autoplay
 * blocked (once per load). Nothing while paused or stopped on purpose, or once it has played.
 */
export function watchdog(cycle: VideoCycle, input: WatchdogInput): WatchdogAction {
  if (cycle.started || cycle.ended || !input.wantPlaying) return "none";
  const elapsed = input.now - cycle.since;
  if (elapsed >= (input.stuckMs ?? STUCK_UNSTARTED_MS)) return "recreate";
  const waiting = input.state === YT_STATE.UNSTARTED || input.state === YT_STATE.CUED;
  if (
    waiting &&
    !input.muted &&
    !cycle.autoplayChecked &&
    elapsed >= (input.autoplayBlockedAfterMs ?? AUTOPLAY_BLOCKED_AFTER_MS)
  ) {
    return "autoplay-blocked";
  }
  return "none";
}

// ---- embed errors ----------------------------------------------------------------------------

/** The embed errors the API documents; every error, known or not, skips the song (VIDEO_ERROR). */
export const EMBED_ERRORS: Readonly<Record<number, string>> = {
  2: "invalid video id",
  5: "the HTML5 player cannot play this video",
  100: "video not found (removed or private)",
  101: "the owner does not allow embedding",
  150: "the owner does not allow embedding",
  153: "the player was embedded without a referrer (configuration error)",
};

export const SKIP_ERROR_CODES: readonly number[] = [2, 5, 100, 101, 150];

/** A readable name for an embed error code, for the log. */
export function embedErrorName(code: number): string {
  return EMBED_ERRORS[code] ?? `unknown video error ${code}`;
}
