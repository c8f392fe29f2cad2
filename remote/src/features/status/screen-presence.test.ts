import { sessionViewAtom } from "@encore/web/session/session-atoms";
import { EMPTY_SESSION } from "@encore/web/session/session-reducer";
import { store } from "@encore/web/store/store";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { followScreenPresence, SCREEN_AWAY_AFTER_MS, screenAwayAtom } from "./screen-presence";

const screen = (connected: boolean | null) =>
  store.set(sessionViewAtom, { ...EMPTY_SESSION, code: "ABC234", screenConnected: connected });

describe("the TV is away", () => {
  let stop: () => void;
  beforeEach(() => {
    vi.useFakeTimers();
    screen(true);
    stop = followScreenPresence();
  });
  afterEach(() => {
    stop();
    vi.useRealTimers();
  });

  it("is said once the screen has been gone for a while", () => {
    screen(false);
    vi.advanceTimersByTime(SCREEN_AWAY_AFTER_MS - 1);
    expect(store.get(screenAwayAtom)).toBe(false);
    vi.advanceTimersByTime(1);
    expect(store.get(screenAwayAtom)).toBe(true);
  });

  it("is not said for a TV that reloads, and ends the moment the screen is back", () => {
    screen(false);
    vi.advanceTimersByTime(SCREEN_AWAY_AFTER_MS - 500);
    screen(true);
    vi.advanceTimersByTime(SCREEN_AWAY_AFTER_MS * 2);
    expect(store.get(screenAwayAtom)).toBe(false);
    screen(false);
    vi.advanceTimersByTime(SCREEN_AWAY_AFTER_MS);
    expect(store.get(screenAwayAtom)).toBe(true);
    screen(true);
    expect(store.get(screenAwayAtom)).toBe(false);
  });

  it("is not said before the cloud has said anything about the screen", () => {
    screen(null);
    vi.advanceTimersByTime(SCREEN_AWAY_AFTER_MS * 2);
    expect(store.get(screenAwayAtom)).toBe(false);
  });
});
