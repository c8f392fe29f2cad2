import { describe, expect, it } from "vitest";
import {
  idleDeadline,
  IDLE_WATCH_START,
  parseFailedSongEnded,
  shouldResendSongEnded,
  watchIdle,
} from "./lifecycle-rules";
import { EMPTY_SESSION, type SessionView } from "./session-reducer";

const joined: SessionView = { ...EMPTY_SESSION, code: "ABC234", status: "joined", deviceCount: 1 };

describe("failed SONG_ENDED", () => {
  it("is resent within 30 s for the same session only", () => {
    const failed = { code: "ABC234", queue_id: "q3", at: 1000 };
    expect(shouldResendSongEnded(failed, "ABC234", 1000 + 29_999)).toBe(true);
    expect(shouldResendSongEnded(failed, "ABC234", 1000 + 30_000)).toBe(false);
    expect(shouldResendSongEnded(failed, "XYZ789", 2000)).toBe(false);
    expect(shouldResendSongEnded(null, "ABC234", 2000)).toBe(false);
  });

  it("survives storage as JSON and refuses anything else", () => {
    expect(parseFailedSongEnded('{"code":"ABC234","queue_id":"q1","at":5}')).toEqual({
      code: "ABC234",
      queue_id: "q1",
      at: 5,
    });
    expect(parseFailedSongEnded("{")).toBeNull();
    expect(parseFailedSongEnded('{"code":1}')).toBeNull();
    expect(parseFailedSongEnded(null)).toBeNull();
  });
});

describe("the 30-second rule", () => {
  it("never fires before another device has joined", () => {
    const watch = watchIdle(IDLE_WATCH_START, joined, 0);
    expect(idleDeadline(watch)).toBeNull();
  });

  it("fires 30 s after the last phone left an idle session", () => {
    let watch = watchIdle(IDLE_WATCH_START, { ...joined, deviceCount: 2 }, 0);
    expect(idleDeadline(watch)).toBeNull();
    watch = watchIdle(watch, joined, 5000);
    expect(idleDeadline(watch)).toBe(35_000);
    // still idle later: the deadline does not move
    watch = watchIdle(watch, joined, 20_000);
    expect(idleDeadline(watch)).toBe(35_000);
    // a phone back: no deadline
    watch = watchIdle(watch, { ...joined, deviceCount: 2 }, 21_000);
    expect(idleDeadline(watch)).toBeNull();
  });

  it("keeps a party with sleeping phones playing", () => {
    let watch = watchIdle(IDLE_WATCH_START, { ...joined, deviceCount: 3 }, 0);
    const playing: SessionView = {
      ...joined,
      currentSong: null,
      queue: [],
      playing: true,
    };
    watch = watchIdle(watch, { ...playing, queue: [] }, 1000);
    expect(idleDeadline(watch)).toBe(31_000);
    const withQueue = { ...joined, queue: [{} as SessionView["queue"][number]] };
    watch = watchIdle(watch, withQueue, 2000);
    expect(idleDeadline(watch)).toBeNull();
  });

  it("ignores views while not joined", () => {
    const watch = watchIdle(
      { hadOtherDevice: true, idleSince: null },
      { ...joined, status: "reconnecting" },
      0,
    );
    expect(idleDeadline(watch)).toBeNull();
  });
});
