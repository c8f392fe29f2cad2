import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { backoffDelay, DEFAULT_TUNING, Recovery, type OfflineInfo } from "./recovery.js";

const CLOUD = "http://localhost:8080";

function setup() {
  const calls = { loads: 0, offline: [] as OfflineInfo[], crashes: 0, log: [] as string[] };
  const recovery = new Recovery({
    timers: {
      setTimeout: (fn, ms) => setTimeout(fn, ms),
      clearTimeout: (h) => clearTimeout(h as number),
    },
    log: (line) => calls.log.push(line),
    loadCloud: () => void (calls.loads += 1),
    showOffline: (info) => void calls.offline.push(info),
    crashRenderer: () => void (calls.crashes += 1),
    isCloud: (url) => url.startsWith(`${CLOUD}/`) || url === CLOUD,
  });
  return { recovery, calls };
}

describe("recovery", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("doubles its delay from 1 s up to 30 s", () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8].map((n) => backoffDelay(n))).toEqual([
      1000, 2000, 4000, 8000, 16000, 30000, 30000, 30000,
    ]);
  });

  it("shows the offline page for an unreachable cloud and retries with backoff", () => {
    const { recovery, calls } = setup();
    recovery.start();
    expect(calls.loads).toBe(1);
    recovery.loadFailed(-102, "ERR_CONNECTION_REFUSED", `${CLOUD}/`);
    expect(recovery.current).toBe("offline");
    expect(calls.offline.at(-1)).toEqual({
      url: `${CLOUD}/`,
      reason: "ERR_CONNECTION_REFUSED",
      attempt: 1,
      retryInMs: 1000,
    });
    vi.advanceTimersByTime(999);
    expect(calls.loads).toBe(1);
    vi.advanceTimersByTime(1);
    expect(calls.loads).toBe(2);
    recovery.loadFailed(-102, "ERR_CONNECTION_REFUSED", `${CLOUD}/`);
    expect(calls.offline.at(-1)).toMatchObject({ attempt: 2, retryInMs: 2000 });
    vi.advanceTimersByTime(2000);
    expect(calls.loads).toBe(3);
    expect(calls.log.join("\n")).toContain("failed load 2, retry in 2 s");
    // The cloud answers: the count starts again.
    recovery.loaded(`${CLOUD}/`);
    expect(recovery.current).toBe("running");
    recovery.loadFailed(-106, "ERR_INTERNET_DISCONNECTED", `${CLOUD}/`);
    expect(calls.offline.at(-1)).toMatchObject({ attempt: 1, retryInMs: 1000 });
  });

  it("ignores aborted loads, other addresses and the offline page's own load", () => {
    const { recovery, calls } = setup();
    recovery.start();
    recovery.loadFailed(-3, "ERR_ABORTED", `${CLOUD}/`);
    recovery.loadFailed(-102, "ERR_CONNECTION_REFUSED", "https://www.youtube.com/embed/x");
    expect(calls.offline).toEqual([]);
    recovery.loadFailed(-102, "ERR_CONNECTION_REFUSED", `${CLOUD}/`);
    recovery.loaded("file:///app/pages/offline.html");
    expect(recovery.current).toBe("offline");
  });

  it("reloads a crashed renderer with backoff, counting crashes in the log", () => {
    const { recovery, calls } = setup();
    recovery.start();
    recovery.loaded(`${CLOUD}/`);
    recovery.rendererGone("crashed", 139);
    expect(recovery.current).toBe("reloading");
    vi.advanceTimersByTime(1000);
    expect(calls.loads).toBe(2);
    recovery.loaded(`${CLOUD}/`);
    recovery.rendererGone("oom", 0);
    vi.advanceTimersByTime(1999);
    expect(calls.loads).toBe(2);
    vi.advanceTimersByTime(1);
    expect(calls.loads).toBe(3);
    expect(calls.log).toContainEqual(
      expect.stringContaining("renderer gone (oom, exit 0): crash 2 since start, reload in 2 s"),
    );
    expect(recovery.counts.crashes).toBe(2);
  });

  it("starts the backoff again after a page that ran a minute", () => {
    const { recovery, calls } = setup();
    recovery.start();
    recovery.loaded(`${CLOUD}/`);
    recovery.rendererGone("crashed", 1);
    vi.advanceTimersByTime(1000);
    recovery.loaded(`${CLOUD}/`);
    vi.advanceTimersByTime(DEFAULT_TUNING.stableMs);
    recovery.rendererGone("crashed", 1);
    expect(calls.log.at(-1)).toContain("reload in 1 s");
  });

  it("kills a renderer that stays unresponsive, and spares one that comes back", () => {
    const { recovery, calls } = setup();
    recovery.start();
    recovery.loaded(`${CLOUD}/`);
    recovery.unresponsive();
    expect(recovery.current).toBe("hung");
    vi.advanceTimersByTime(5000);
    recovery.responsive();
    vi.advanceTimersByTime(20_000);
    expect(calls.crashes).toBe(0);
    recovery.unresponsive();
    recovery.unresponsive();
    vi.advanceTimersByTime(DEFAULT_TUNING.hangGraceMs);
    expect(calls.crashes).toBe(1);
    expect(recovery.counts.hangs).toBe(2);
    // The kill's render-process-gone reloads it.
    recovery.rendererGone("killed", 0);
    vi.advanceTimersByTime(1000);
    expect(calls.loads).toBe(2);
  });

  it("keeps one retry pending at a time, and none after dispose", () => {
    const { recovery, calls } = setup();
    recovery.start();
    recovery.loadFailed(-102, "x", `${CLOUD}/`);
    recovery.rendererGone("crashed", 1);
    vi.advanceTimersByTime(60_000);
    expect(calls.loads).toBe(2);
    recovery.loadFailed(-102, "x", `${CLOUD}/`);
    recovery.dispose();
    vi.advanceTimersByTime(60_000);
    expect(calls.loads).toBe(2);
  });
});
