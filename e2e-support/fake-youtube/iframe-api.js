// A fake of the YouTube IFrame API surface that the screen uses (src/features/video/youtube-types.ts).
// Browser tests serve it in place of https://www.youtube.com/iframe_api by route interception, e.g.
//   await page.route("https://www.youtube.com/iframe_api", (route) =>
//     route.fulfill({ path: FAKE_IFRAME_API, contentType: "text/javascript" }));
// Plain browser JavaScript, no imports. Deterministic: every state change is a short timeout.
//
// Like the real player, a player replaces its element (with <div data-testid="fake-video"> showing
// the video id, and data-video-id, data-state, data-muted attributes), its methods work only after
// onReady, and a load goes -1 → 3 → 1. Test control, from page.evaluate: window.__fakeYouTube
//   loads             [{ videoId, at }]: every loadVideoById and every player created with a videoId
//   players           how many players were created
//   state()           the current player's state (-1, 0, 1, 2, 3, 5), or null without a player
//   videoId()         the current player's video id, or null
//   muted()           whether the current player is muted
//   end()             the video ends now: state 0 and onStateChange
//   fail(code)        onError with that code (2, 5, 100, 101, 150)
//   blockAutoplay(b)  while true, an unmuted play stays unstarted (-1) and fires onAutoplayBlocked;
//                     a muted play works, and unMute() of a playing video keeps it playing
//   stickUnstarted(b) while true, loads and plays never leave -1
//   duration          what getDuration() says once a video has left -1: DEFAULT_DURATION_S (200)
//                     unless a test sets it (0: the length is not known, like a live stream)
(() => {
  "use strict";

  const announceReady = () =>
    setTimeout(() => {
      if (typeof window.onYouTubeIframeAPIReady === "function") window.onYouTubeIframeAPIReady();
    }, 0);
  // Loaded a second time (a retried script tag): the API is already there.
  if (window.__fakeYouTube) {
    announceReady();
    return;
  }

  const STATE = { UNSTARTED: -1, ENDED: 0, PLAYING: 1, PAUSED: 2, BUFFERING: 3, CUED: 5 };
  /** The pause between -1, 3 and 1, like the real player's quick steps. */
  const STEP_MS = 40;
  /** Every fake video's length in seconds, a plausible song. */
  const DEFAULT_DURATION_S = 200;

  let current = null;
  let autoplayBlocked = false;
  let stuck = false;

  const control = {
    loads: [],
    players: 0,
    duration: DEFAULT_DURATION_S,
    state: () => (current ? current.state : null),
    videoId: () => (current ? current.videoId : null),
    muted: () => (current ? current.muted : false),
    end: () => {
      if (!current) return;
      current.cancel();
      current.setState(STATE.ENDED);
    },
    fail: (code) => {
      if (!current) return;
      current.cancel();
      current.fire("onError", code);
    },
    blockAutoplay: (blocked) => {
      autoplayBlocked = Boolean(blocked);
    },
    stickUnstarted: (value) => {
      stuck = Boolean(value);
    },
  };

  const makeCurrent = (player) => {
    current = player;
  };
  const size = (value) => (typeof value === "number" ? `${value}px` : value || "100%");
  const recordLoad = (videoId) => control.loads.push({ videoId, at: window.performance.now() });

  class FakePlayer {
    constructor(element, options = {}) {
      const target = typeof element === "string" ? document.getElementById(element) : element;
      if (!target) throw new Error("fake YouTube: no element to replace");
      const vars = options.playerVars || {};
      this.events = options.events || {};
      this.autoplay = vars.autoplay !== 0;
      this.videoId = options.videoId || null;
      this.state = STATE.UNSTARTED;
      this.muted = vars.mute === 1;
      this.ready = false;
      this.destroyed = false;
      this.timers = [];
      this.el = document.createElement("div");
      this.el.setAttribute("data-testid", "fake-video");
      Object.assign(this.el.style, {
        width: size(options.width),
        height: size(options.height),
        background: "#111",
        color: "#eee",
      });
      target.replaceWith(this.el);
      this.render();

      control.players += 1;
      makeCurrent(this);
      if (this.videoId) recordLoad(this.videoId);
      setTimeout(() => {
        if (this.destroyed) return;
        this.ready = true;
        this.fire("onReady");
        if (this.videoId && this.autoplay) this.play(true);
      }, STEP_MS);
    }

    render() {
      this.el.textContent = this.videoId || "";
      this.el.setAttribute("data-video-id", this.videoId || "");
      this.el.setAttribute("data-state", String(this.state));
      this.el.setAttribute("data-muted", String(this.muted));
    }

    fire(name, data) {
      const handler = this.events[name];
      if (this.destroyed || typeof handler !== "function") return;
      handler(data === undefined ? { target: this } : { target: this, data });
    }

    setState(state) {
      if (this.destroyed) return;
      const changed = state !== this.state;
      this.state = state;
      this.render();
      if (changed || state === STATE.ENDED) this.fire("onStateChange", state);
    }

    later(ms, fn) {
      this.timers.push(setTimeout(() => this.destroyed || fn(), ms));
    }

    cancel() {
      this.timers.forEach((timer) => clearTimeout(timer));
      this.timers = [];
    }

    /** -1 → 3 → 1 from a fresh load, 3 → 1 when resuming; stays -1 when stuck or blocked. */
    play(fromStart) {
      this.cancel();
      if (!fromStart && this.state === STATE.PLAYING) return;
      const blocked = autoplayBlocked && !this.muted;
      if (stuck || blocked || !this.videoId) {
        this.later(0, () => {
          this.setState(STATE.UNSTARTED);
          if (blocked && !stuck && this.videoId) this.fire("onAutoplayBlocked");
        });
        return;
      }
      const fresh = fromStart || this.state === STATE.UNSTARTED || this.state === STATE.CUED;
      if (fresh) this.later(0, () => this.setState(STATE.UNSTARTED));
      const at = fresh ? STEP_MS : 0;
      this.later(at, () => this.setState(STATE.BUFFERING));
      this.later(at + STEP_MS, () => this.setState(STATE.PLAYING));
    }

    check(method) {
      if (this.destroyed) throw new Error(`fake YouTube: ${method}() on a destroyed player`);
      if (!this.ready) throw new Error(`fake YouTube: ${method}() before onReady`);
    }

    loadVideoById(videoId) {
      this.check("loadVideoById");
      const id = typeof videoId === "object" && videoId ? videoId.videoId : videoId;
      this.videoId = String(id);
      recordLoad(this.videoId);
      this.render();
      this.play(true);
    }

    playVideo() {
      this.check("playVideo");
      this.play(this.state === STATE.ENDED);
    }

    pauseVideo() {
      this.check("pauseVideo");
      this.cancel();
      if (this.state === STATE.PLAYING || this.state === STATE.BUFFERING) {
        this.later(0, () => this.setState(STATE.PAUSED));
      }
    }

    stopVideo() {
      this.check("stopVideo");
      this.cancel();
      this.later(0, () => this.setState(STATE.CUED));
    }

    mute() {
      this.check("mute");
      this.muted = true;
      this.render();
    }

    unMute() {
      this.check("unMute");
      this.muted = false;
      this.render();
    }

    isMuted() {
      this.check("isMuted");
      return this.muted;
    }

    getPlayerState() {
      this.check("getPlayerState");
      return this.state;
    }

    /** Like the real player: 0 until the video has loaded (left -1), then its length. */
    getDuration() {
      this.check("getDuration");
      return this.videoId && this.state !== STATE.UNSTARTED ? control.duration : 0;
    }

    destroy() {
      if (this.destroyed) return;
      this.cancel();
      this.destroyed = true;
      this.el.remove();
      if (current === this) current = null;
    }
  }

  window.__fakeYouTube = control;
  window.YT = { Player: FakePlayer, PlayerState: STATE, loaded: 1 };
  announceReady();
})();
