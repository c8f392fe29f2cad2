import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { VideoCycle } from "./player-state-rules";
import {
  AUTOPLAY_BLOCKED_AFTER_MS,
  PLAYER_VARS,
  SKIP_ERROR_CODES,
  STATE_DEBOUNCE_MS,
  STUCK_UNSTARTED_MS,
  classifyState,
  createPlayingDebouncer,
  embedErrorName,
  isHostEndedMessage,
  observeState,
  parseHostMessage,
  playerVars,
  rearmCycle,
  startCycle,
  watchdog,
} from "./player-state-rules";
import { YT_STATE } from "./youtube-types";

const YT = "https://www.youtube.com";

describe("player settings (product.md constants)", () => {
  it("autoplay with sound, no controls, loop, fullscreen, annotations or captions", () => {
    expect(playerVars("http://localhost:3000")).toEqual({
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
      origin: "http://localhost:3000",
    });
    expect(PLAYER_VARS).not.toHaveProperty("mute");
  });
});

describe("state codes and the timing constants", () => {
  it("match product.md constants", () => {
    expect(YT_STATE).toEqual({
      UNSTARTED: -1,
      ENDED: 0,
      PLAYING: 1,
      PAUSED: 2,
      BUFFERING: 3,
      CUED: 5,
    });
    expect(STATE_DEBOUNCE_MS).toBe(100);
    expect(STUCK_UNSTARTED_MS).toBe(8000);
  });

  it("classify: an end, playing, paused, and the rest as no change", () => {
    expect(classifyState(0)).toEqual({ kind: "ended" });
    expect(classifyState(1)).toEqual({ kind: "playing", playing: true });
    expect(classifyState(2)).toEqual({ kind: "playing", playing: false });
    for (const state of [-1, 3, 5, 42]) expect(classifyState(state)).toEqual({ kind: "none" });
  });
});

describe("the 100 ms playing debounce", () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("reports playing 100 ms after the state, not before", () => {
    const report = vi.fn<(playing: boolean) => void>();
    const d = createPlayingDebouncer(report);
    d.push(YT_STATE.PLAYING);
    vi.advanceTimersByTime(99);
    expect(report).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(report.mock.calls).toEqual([[true]]);
  });

  it("keeps only the last of quick changes, and ignores buffering and unstarted", () => {
    const report = vi.fn<(playing: boolean) => void>();
    const d = createPlayingDebouncer(report);
    d.push(YT_STATE.UNSTARTED);
    d.push(YT_STATE.BUFFERING);
    d.push(YT_STATE.PLAYING);
    vi.advanceTimersByTime(50);
    d.push(YT_STATE.PAUSED);
    vi.advanceTimersByTime(50);
    d.push(YT_STATE.BUFFERING);
    vi.advanceTimersByTime(100);
    expect(report.mock.calls).toEqual([[false]]);
  });

  it("does not report the same value twice in a row", () => {
    const report = vi.fn<(playing: boolean) => void>();
    const d = createPlayingDebouncer(report);
    d.push(YT_STATE.PLAYING);
    vi.advanceTimersByTime(100);
    d.push(YT_STATE.BUFFERING);
    d.push(YT_STATE.PLAYING);
    vi.advanceTimersByTime(100);
    d.push(YT_STATE.PAUSED);
    vi.advanceTimersByTime(100);
    expect(report.mock.calls).toEqual([[true], [false]]);
  });

  it("an end drops the pending change, and the next video's playing is reported again", () => {
    const report = vi.fn<(playing: boolean) => void>();
    const d = createPlayingDebouncer(report);
    d.push(YT_STATE.PLAYING);
    vi.advanceTimersByTime(100);
    d.push(YT_STATE.PAUSED);
    d.ended();
    vi.advanceTimersByTime(500);
    d.push(YT_STATE.PLAYING);
    vi.advanceTimersByTime(100);
    expect(report.mock.calls).toEqual([[true], [true]]);
  });

  it("cancel() drops a pending change", () => {
    const report = vi.fn<(playing: boolean) => void>();
    const d = createPlayingDebouncer(report);
    d.push(YT_STATE.PLAYING);
    d.cancel();
    vi.advanceTimersByTime(500);
    expect(report).not.toHaveBeenCalled();
  });
});

describe("the video host's messages", () => {
  it("read the state from onStateChange and infoDelivery, as JSON or object", () => {
    expect(parseHostMessage(YT, '{"event":"onStateChange","info":0}')).toBe(0);
    expect(parseHostMessage(YT, { event: "onStateChange", info: 1 })).toBe(1);
    expect(
      parseHostMessage(YT, '{"event":"infoDelivery","info":{"playerState":0,"currentTime":212.5}}'),
    ).toBe(0);
    expect(parseHostMessage(YT, { event: "infoDelivery", info: { playerState: 2 } })).toBe(2);
  });

  it("accept the nocookie host too", () => {
    expect(
      isHostEndedMessage("https://www.youtube-nocookie.com", { event: "onStateChange", info: 0 }),
    ).toBe(true);
  });

  it("ignore other origins, whatever they say", () => {
    for (const origin of [
      "https://evil.example",
      "http://www.youtube.com",
      "https://youtube.com",
      "null",
    ]) {
      expect(parseHostMessage(origin, '{"event":"onStateChange","info":0}')).toBeNull();
    }
  });

  it("ignore anything else", () => {
    for (const data of [
      "not json",
      "",
      "0",
      null,
      42,
      '{"event":"onReady"}',
      '{"event":"onStateChange","info":"0"}',
      '{"event":"infoDelivery","info":{"currentTime":3}}',
      { event: "infoDelivery", info: null },
      { event: "initialDelivery", info: { playerState: 0 } },
    ]) {
      expect(parseHostMessage(YT, data)).toBeNull();
    }
  });

  it("say ended for state 0 only", () => {
    expect(isHostEndedMessage(YT, { event: "onStateChange", info: 0 })).toBe(true);
    expect(isHostEndedMessage(YT, { event: "onStateChange", info: 2 })).toBe(false);
  });
});

describe("one loaded video: the end, once", () => {
  const fresh = (): VideoCycle => startCycle("abc", 1000);

  it("an API end counts at once, even before playing was seen", () => {
    const { cycle, ended } = observeState(fresh(), YT_STATE.ENDED, "event");
    expect(ended).toBe(true);
    expect(cycle.ended).toBe(true);
  });

  it("counts once, whichever of the event, the message and the poll comes first", () => {
    let cycle = observeState(fresh(), YT_STATE.PLAYING, "event").cycle;
    expect(cycle.started).toBe(true);
    const first = observeState(cycle, YT_STATE.ENDED, "message");
    expect(first.ended).toBe(true);
    cycle = first.cycle;
    expect(observeState(cycle, YT_STATE.ENDED, "event").ended).toBe(false);
    expect(observeState(cycle, YT_STATE.ENDED, "poll").ended).toBe(false);
  });

  it("a message or poll saying ended before this video played is the previous video's: ignored", () => {
    const cycle = fresh();
    expect(observeState(cycle, YT_STATE.ENDED, "message").ended).toBe(false);
    expect(observeState(cycle, YT_STATE.ENDED, "poll").ended).toBe(false);
  });

  it("a new load starts a new cycle, whose end counts again", () => {
    const done = observeState(fresh(), YT_STATE.ENDED, "event").cycle;
    expect(done.ended).toBe(true);
    const next = startCycle("def", 5000);
    expect(next).toEqual({
      videoId: "def",
      since: 5000,
      started: false,
      ended: false,
      autoplayChecked: false,
    });
    expect(observeState(next, YT_STATE.ENDED, "event").ended).toBe(true);
  });
});

describe("the watchdog", () => {
  const base = { wantPlaying: true, muted: false };
  const cycle = startCycle("abc", 0);

  it("recreates a player still unstarted 8 s after the load", () => {
    expect(watchdog(cycle, { ...base, now: 7999, state: YT_STATE.UNSTARTED, muted: true })).toBe(
      "none",
    );
    expect(watchdog(cycle, { ...base, now: 8000, state: YT_STATE.UNSTARTED })).toBe("recreate");
  });

  it("recreates one that never reached playing (buffering, cued) either", () => {
    expect(watchdog(cycle, { ...base, now: 9000, state: YT_STATE.BUFFERING })).toBe("recreate");
    expect(watchdog(cycle, { ...base, now: 9000, state: YT_STATE.CUED, muted: true })).toBe(
      "recreate",
    );
  });

  it("leaves alone a video that has played, ended, or is paused or stopped on purpose", () => {
    const played = observeState(cycle, YT_STATE.PLAYING, "event").cycle;
    const later = { ...base, now: 60_000, state: YT_STATE.BUFFERING };
    expect(watchdog(played, later)).toBe("none");
    expect(watchdog({ ...cycle, ended: true }, later)).toBe("none");
    expect(watchdog(cycle, { ...later, wantPlaying: false })).toBe("none");
  });

  it("honours a custom stuck delay", () => {
    const input = { ...base, now: 2000, state: YT_STATE.UNSTARTED, stuckMs: 2000 };
    expect(watchdog(cycle, input)).toBe("recreate");
  });

  it("takes a load unstarted or cued with sound after 3 s as autoplay blocked, once", () => {
    expect(AUTOPLAY_BLOCKED_AFTER_MS).toBe(3000);
    const at = (now: number, state: number) => watchdog(cycle, { ...base, now, state });
    expect(at(2999, YT_STATE.UNSTARTED)).toBe("none");
    expect(at(3000, YT_STATE.UNSTARTED)).toBe("autoplay-blocked");
    expect(at(3000, YT_STATE.CUED)).toBe("autoplay-blocked");
    expect(at(3000, YT_STATE.BUFFERING)).toBe("none");
    const checked = { ...cycle, autoplayChecked: true };
    expect(watchdog(checked, { ...base, now: 4000, state: YT_STATE.UNSTARTED })).toBe("none");
    const muted = { ...base, muted: true, now: 4000, state: YT_STATE.UNSTARTED };
    expect(watchdog(cycle, muted)).toBe("none");
  });

  it("rearming restarts the clocks of a video that has not started, and only then", () => {
    const rearmed = rearmCycle({ ...cycle, autoplayChecked: true }, 10_000);
    expect(rearmed).toMatchObject({ since: 10_000, autoplayChecked: false });
    expect(watchdog(rearmed, { ...base, now: 12_000, state: YT_STATE.UNSTARTED })).toBe("none");
    const played = observeState(cycle, YT_STATE.PLAYING, "event").cycle;
    expect(rearmCycle(played, 10_000)).toBe(played);
  });
});

describe("embed errors", () => {
  it("name every documented code, and any other", () => {
    expect(SKIP_ERROR_CODES).toEqual([2, 5, 100, 101, 150]);
    const names = SKIP_ERROR_CODES.map(embedErrorName);
    expect(names).toEqual([
      "invalid video id",
      "the HTML5 player cannot play this video",
      "video not found (removed or private)",
      "the owner does not allow embedding",
      "the owner does not allow embedding",
    ]);
    expect(embedErrorName(153)).toMatch(/referrer/);
    expect(embedErrorName(7)).toBe("unknown video error 7");
  });
});
