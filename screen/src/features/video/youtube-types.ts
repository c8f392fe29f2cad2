// The part of the YouTube IFrame API that Encore uses, typed by hand (no @types package): the one
// YT.Player the video module drives. https://developers.google.com/youtube/iframe_api_reference

/**
 * Player states (docs/product.md#constants, video states); the same numbers as the API's
 * YT.PlayerState.
 */
export const YT_STATE = {
  UNSTARTED: -1,
  ENDED: 0,
  PLAYING: 1,
  PAUSED: 2,
  BUFFERING: 3,
  CUED: 5,
} as const;

export type YTPlayerStateMap = typeof YT_STATE;
export type YTPlayerStateCode = YTPlayerStateMap[keyof YTPlayerStateMap];

/** Player parameters (the `playerVars` of the constructor); 0/1 switches as the API takes them. */
export interface YTPlayerVars {
  autoplay?: 0 | 1;
  controls?: 0 | 1;
  loop?: 0 | 1;
  fs?: 0 | 1;
  /** 1 shows video annotations, 3 hides them. */
  iv_load_policy?: 1 | 3;
  cc_load_policy?: 0 | 1;
  disablekb?: 0 | 1;
  modestbranding?: 0 | 1;
  rel?: 0 | 1;
  playsinline?: 0 | 1;
  enablejsapi?: 0 | 1;
  mute?: 0 | 1;
  /** The embedding page's origin (location.origin), for the API's postMessage channel. */
  origin?: string;
}

export interface YTPlayerEvent {
  target: YTPlayer;
}

export interface YTOnStateChangeEvent extends YTPlayerEvent {
  /** A YTPlayerStateCode (typed wide: the API may grow new ones). */
  data: number;
}

export interface YTOnErrorEvent extends YTPlayerEvent {
  /** The embed error code: 2, 5, 100, 101, 150 (and newer ones such as 153). */
  data: number;
}

export interface YTPlayerEvents {
  onReady?: (event: YTPlayerEvent) => void;
  onStateChange?: (event: YTOnStateChangeEvent) => void;
  onError?: (event: YTOnErrorEvent) => void;
  /** The browser blocked autoplay (with sound); muted playback still works. */
  onAutoplayBlocked?: (event: YTPlayerEvent) => void;
}

export interface YTPlayerOptions {
  videoId?: string;
  width: number | string;
  height: number | string;
  playerVars: YTPlayerVars;
  events: YTPlayerEvents;
}

/** A player. Its methods exist only once `onReady` has fired. */
export interface YTPlayer {
  loadVideoById(videoId: string, startSeconds?: number): void;
  playVideo(): void;
  pauseVideo(): void;
  stopVideo(): void;
  mute(): void;
  unMute(): void;
  isMuted(): boolean;
  getPlayerState(): number;
  /** The video's length in seconds; 0 until the player knows it. */
  getDuration(): number;
  /** Removes the player's iframe. */
  destroy(): void;
}

export interface YTPlayerConstructor {
  /** Replaces `element` (or the element of that id) with the player's iframe. */
  new (element: HTMLElement | string, options: YTPlayerOptions): YTPlayer;
}

/** `window.YT` once the API has loaded. */
export interface YTNamespace {
  Player: YTPlayerConstructor;
  PlayerState: YTPlayerStateMap;
}

declare global {
  interface Window {
    /** Set by the IFrame API script; `Player` appears once it is ready. */
    YT?: Partial<YTNamespace>;
    /** Called by the IFrame API script when `YT.Player` can be used. */
    onYouTubeIframeAPIReady?: () => void;
  }
}
