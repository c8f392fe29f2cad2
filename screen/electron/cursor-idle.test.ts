import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { CURSOR_IDLE_MS, IdleCursor } from "./cursor-idle.js";

describe("the idle cursor", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("hides after the idle time, shows on a move, hides again on a new page", () => {
    const events: string[] = [];
    const cursor = new IdleCursor({
      timers: {
        setTimeout: (fn, ms) => setTimeout(fn, ms),
        clearTimeout: (h) => clearTimeout(h as number),
      },
      hide: () => events.push("hide"),
      show: () => events.push("show"),
    });
    cursor.activity();
    vi.advanceTimersByTime(CURSOR_IDLE_MS - 1);
    expect(events).toEqual([]);
    cursor.activity(); // a move restarts the wait
    vi.advanceTimersByTime(CURSOR_IDLE_MS - 1);
    expect(cursor.isHidden).toBe(false);
    vi.advanceTimersByTime(1);
    expect(events).toEqual(["hide"]);
    cursor.pageLoaded();
    expect(events).toEqual(["hide", "hide"]);
    cursor.activity();
    expect(events).toEqual(["hide", "hide", "show"]);
    cursor.dispose();
    vi.advanceTimersByTime(CURSOR_IDLE_MS * 2);
    expect(events).toHaveLength(3);
  });
});
