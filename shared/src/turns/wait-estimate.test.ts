import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { aboutMinutes, remainingOf, waitsOf, type PlaybackClock } from "./wait-estimate.js";

const MEDIAN = 240;
const T0 = 1_700_000_000_000;
const playing = (startedAt: number): PlaybackClock => ({
  startedAt,
  playing: true,
  stopped: false,
  pausedAt: null,
});

describe("wait estimate", () => {
  it("counts the rest of the song on now, the songs ahead and a 2 s gap before each", () => {
    const now = T0 + 60_000; // a minute into a 200 s song
    const waits = waitsOf(
      [{ duration_s: 180 }, { duration_s: 300 }, { duration_s: 100 }],
      { duration_s: 200 },
      playing(T0),
      now,
      MEDIAN,
    );
    expect(waits.map((w) => w.seconds)).toEqual([142, 142 + 180 + 2, 142 + 180 + 2 + 300 + 2]);
    expect(waits.every((w) => !w.paused)).toBe(true);
  });

  it("counts a song of unknown length as the catalogue's median", () => {
    const waits = waitsOf(
      [{ duration_s: null }, {}],
      { duration_s: null },
      playing(T0),
      T0,
      MEDIAN,
    );
    expect(waits.map((w) => w.seconds)).toEqual([242, 242 + 240 + 2]);
  });

  it("says paused and stops counting down while the song on now is paused", () => {
    const clock = { startedAt: T0, playing: false, stopped: false, pausedAt: T0 + 50_000 };
    const later = waitsOf([{ duration_s: 100 }], { duration_s: 200 }, clock, T0 + 500_000, MEDIAN);
    expect(later).toEqual([{ seconds: 152, paused: true }]);
  });

  it("counts the whole song again once it is stopped", () => {
    const clock = { startedAt: T0, playing: false, stopped: true, pausedAt: T0 + 50_000 };
    expect(remainingOf({ duration_s: 200 }, clock, T0 + 90_000, MEDIAN)).toBe(200);
  });

  it("starts the head at once when nothing is on (between two songs), the next after a gap", () => {
    const clock = { startedAt: null, playing: false, stopped: false, pausedAt: null };
    expect(waitsOf([{ duration_s: 10 }, { duration_s: 5 }], null, clock, T0, MEDIAN)).toEqual([
      { seconds: 0, paused: false },
      { seconds: 12, paused: false },
    ]);
  });

  it("never goes below zero for the song on now, whatever the clocks say", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -1e7, max: 1e7 }),
        fc.integer({ min: 1, max: 3600 }),
        (skew, d) => {
          const left = remainingOf({ duration_s: d }, playing(T0), T0 + skew, MEDIAN);
          expect(left).toBeGreaterThanOrEqual(0);
          expect(left).toBeLessThanOrEqual(d);
        },
      ),
    );
  });

  it("says about whole minutes, at least one", () => {
    expect(aboutMinutes(10)).toBe(1);
    expect(aboutMinutes(89)).toBe(1);
    expect(aboutMinutes(91)).toBe(2);
    expect(aboutMinutes(542)).toBe(9);
  });
});
