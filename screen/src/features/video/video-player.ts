// The video edge: the one module that owns the IFrame API and the one YT.Player. The rest of the
// screen drives it through VideoPlayer and hears from it through VideoEvents; browser tests swap
// the API for e2e-support/fake-youtube/iframe-api.js. The rules live in player-state-rules.ts.
import { loadIframeApi } from "./load-iframe-api";
import type { StateSource, VideoCycle } from "./player-state-rules";
import {
  STUCK_UNSTARTED_MS,
  WATCHDOG_INTERVAL_MS,
  createPlayingDebouncer,
  embedErrorName,
  observeState,
  parseHostMessage,
  playerVars,
  rearmCycle,
  startCycle,
  watchdog,
} from "./player-state-rules";
import type { YTNamespace, YTPlayer } from "./youtube-types";
import { YT_STATE } from "./youtube-types";

export interface VideoEvents {
  /** The video ended (state 0 or the host's message); called once per loaded video. */
  onEnded(): void;
  /** An embed error (YT error code). */
  onError(code: number): void;
  /** Playing or not, after the 100 ms debounce. */
  onPlayingChange(playing: boolean): void;
  /** The browser blocked sound/autoplay (true) or it now plays (false). */
  onSoundBlocked(blocked: boolean): void;
  /**
   * The loaded video's length in seconds, once the player knows it after the video started
   * playing; once per load.
   */
  onDuration?(videoId: string, seconds: number): void;
}

export interface VideoPlayer {
  /** Loads and plays a video, reusing the one YT.Player (loadVideoById); creates it on first use. */
  load(videoId: string): void;
  play(): void;
  pause(): void;
  stop(): void;
  /** Called from a user gesture (Enter/click) when sound was blocked: unmute and play. */
  unlockSound(): void;
  destroy(): void;
}

const warn = (message: string, ...detail: unknown[]): void =>
  console.warn(`[video] ${message}`, ...detail);

/**
 * Creates the player inside `host`, an empty element that nothing else renders into (the API
 * replaces a child of it with its iframe). Nothing loads until the first `load`. Options: `stuckMs`
 * (STUCK_UNSTARTED_MS), after which an unstarted load gets a new player; `loadApi` (loadIframeApi).
 */
export function createVideoPlayer(
  host: HTMLElement,
  events: VideoEvents,
  options: { stuckMs?: number; loadApi?: () => Promise<YTNamespace> } = {},
): VideoPlayer {
  const stuckMs = options.stuckMs ?? STUCK_UNSTARTED_MS;
  const loadApi = options.loadApi ?? (() => loadIframeApi());
  const playing = createPlayingDebouncer((value) => events.onPlayingChange(value));

  let api: YTNamespace | null = null;
  let apiRequested = false;
  let player: YTPlayer | null = null;
  let ready = false;
  let generation = 0; // bumped for each player: a destroyed one's events are ignored
  let playerVideoId: string | null = null; // created with, or last given to loadVideoById
  let cycle: VideoCycle | null = null; // the video asked for last, loaded once the player is ready
  let wantPlaying = false;
  let soundBlocked = false;
  let loads = 0; // counts load() calls: a load's number tells it from the one before
  let lengthTold = 0; // the load whose length onDuration gave
  let destroyed = false;
  let ticker: ReturnType<typeof setInterval> | undefined;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;

  /** Calls the player if it can take calls (after onReady); a failing call is logged, not thrown. */
  function withPlayer<T>(action: (p: YTPlayer) => T): T | undefined {
    if (!player || !ready) return undefined;
    try {
      return action(player);
    } catch (error) {
      warn("player call failed", error);
      return undefined;
    }
  }

  function ensureApi(): void {
    if (api || apiRequested || destroyed) return;
    apiRequested = true;
    loadApi().then(
      (loaded) => {
        if (destroyed) return;
        api = loaded;
        if (cycle) createPlayer(cycle.videoId);
      },
      (error: unknown) => {
        apiRequested = false;
        warn("the IFrame API could not be loaded", error);
        // Try again later while a video waits; a later load() also retries.
        if (!destroyed && cycle) retryTimer = setTimeout(ensureApi, stuckMs);
      },
    );
  }

  function disposePlayer(): void {
    generation++;
    const old = player;
    [player, ready, playerVideoId] = [null, false, null];
    try {
      old?.destroy();
    } catch (error) {
      warn("player destroy failed", error);
    }
  }

  function createPlayer(videoId: string): void {
    if (!api || destroyed) return;
    disposePlayer();
    const mine = generation;
    const current = (): boolean => mine === generation && !destroyed;
    const mount = document.createElement("div");
    host.replaceChildren(mount);
    playerVideoId = videoId;
    try {
      player = new api.Player(mount, {
        videoId,
        width: "100%",
        height: "100%",
        playerVars: playerVars(window.location.origin),
        events: {
          onReady: () => current() && handleReady(),
          onStateChange: (event) => current() && see(event.data, "event"),
          onError: (event) => current() && handleError(event.data),
          onAutoplayBlocked: () => current() && handleAutoplayBlocked(),
        },
      });
    } catch (error) {
      warn("could not create the player", error);
    }
    if (ticker === undefined) ticker = setInterval(tick, WATCHDOG_INTERVAL_MS);
  }

  function handleReady(): void {
    ready = true;
    if (soundBlocked) withPlayer((p) => p.mute());
    if (cycle && cycle.videoId !== playerVideoId) {
      const videoId = cycle.videoId;
      withPlayer((p) => p.loadVideoById(videoId));
      playerVideoId = videoId;
    }
    withPlayer((p) => (wantPlaying ? p.playVideo() : p.pauseVideo()));
  }

  /** A state seen for the current video: the end is reported once per video. */
  function see(state: number, source: StateSource): void {
    if (source === "event") playing.push(state);
    if (!cycle) return;
    const result = observeState(cycle, state, source);
    cycle = result.cycle;
    if (result.ended) {
      playing.ended();
      events.onEnded();
    }
  }

  function handleError(code: number): void {
    warn(`video error ${code} (${embedErrorName(code)})`, cycle?.videoId);
    if (cycle?.ended) return;
    // Done with this video: no end, no watchdog; the app moves on (VIDEO_ERROR).
    if (cycle) cycle = { ...cycle, ended: true };
    events.onError(code);
  }

  /** Sound is blocked: play muted (always allowed) and say so until unlockSound(). */
  function handleAutoplayBlocked(): void {
    if (cycle) cycle = { ...cycle, autoplayChecked: true };
    withPlayer((p) => {
      p.mute();
      if (wantPlaying) p.playVideo();
    });
    if (soundBlocked) return;
    soundBlocked = true;
    events.onSoundBlocked(true);
  }

  /** Tells the length of a load that has started, once the player knows it. */
  function tellLength(): void {
    if (!cycle?.started || cycle.ended || lengthTold === loads) return;
    const seconds = withPlayer((p) => p.getDuration()) ?? 0;
    if (!(seconds > 0)) return;
    lengthTold = loads;
    events.onDuration?.(cycle.videoId, seconds);
  }

  function tick(): void {
    if (!cycle || !player) return;
    const state = withPlayer((p) => p.getPlayerState()) ?? YT_STATE.UNSTARTED;
    if (ready) see(state, "poll"); // the end event is sometimes missed
    tellLength();
    const muted = withPlayer((p) => p.isMuted()) ?? true;
    const action = watchdog(cycle, { now: Date.now(), state, wantPlaying, muted, stuckMs });
    if (action === "recreate") {
      warn(`video ${cycle.videoId} did not start within ${stuckMs} ms: recreating the player`);
      cycle = rearmCycle(cycle, Date.now());
      createPlayer(cycle.videoId);
    } else if (action === "autoplay-blocked") {
      handleAutoplayBlocked();
    }
  }

  const onMessage = (event: MessageEvent): void => {
    const state = parseHostMessage(event.origin, event.data);
    if (state !== null) see(state, "message");
  };
  window.addEventListener("message", onMessage);

  return {
    load(videoId) {
      if (destroyed) return;
      cycle = startCycle(videoId, Date.now());
      loads++;
      wantPlaying = true;
      playing.cancel();
      if (!api) return ensureApi();
      if (!player) return createPlayer(videoId);
      if (!ready) return; // handleReady loads the latest video
      withPlayer((p) => p.loadVideoById(videoId));
      playerVideoId = videoId;
    },
    play() {
      wantPlaying = true;
      if (cycle) cycle = rearmCycle(cycle, Date.now());
      withPlayer((p) => p.playVideo());
    },
    pause() {
      wantPlaying = false;
      withPlayer((p) => p.pauseVideo());
    },
    stop() {
      wantPlaying = false;
      withPlayer((p) => p.stopVideo());
    },
    unlockSound() {
      wantPlaying = true;
      withPlayer((p) => {
        p.unMute();
        p.playVideo();
      });
      soundBlocked = false;
      events.onSoundBlocked(false);
    },
    destroy() {
      if (destroyed) return;
      destroyed = true;
      clearInterval(ticker);
      clearTimeout(retryTimer);
      window.removeEventListener("message", onMessage);
      playing.cancel();
      disposePlayer();
      host.replaceChildren();
    },
  };
}
