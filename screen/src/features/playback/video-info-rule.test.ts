import { MAX_REPORTED_DURATION_S } from "@encore/shared";
import { describe, expect, it } from "vitest";
import { videoInfoToReport, type SongOnNow } from "./video-info-rule";

const song: SongOnNow = { queue_id: "q1", youtube_id: "abc", duration_s: null };
const measured = { videoId: "abc", seconds: 212.4 };

describe("when the screen reports a video's length", () => {
  it("reports the song on now's length, in whole seconds", () => {
    expect(videoInfoToReport(song, measured, null)).toEqual({ queue_id: "q1", duration_s: 212 });
  });

  it("once per queue_id: not again for the song already told, again for the next one", () => {
    expect(videoInfoToReport(song, measured, "q1")).toBeNull();
    const next = { queue_id: "q2", youtube_id: "abc" };
    expect(videoInfoToReport(next, measured, "q1")).toEqual({ queue_id: "q2", duration_s: 212 });
  });

  it("not for another video than the song on now's (the previous one, still measured)", () => {
    expect(videoInfoToReport(song, { videoId: "old", seconds: 180 }, null)).toBeNull();
  });

  it("not without a song on now", () => {
    expect(videoInfoToReport(null, measured, null)).toBeNull();
  });

  it("not an unknown or implausible length (0, under a second, past 6 hours, not a number)", () => {
    for (const seconds of [0, 0.4, -3, MAX_REPORTED_DURATION_S + 1, Number.NaN, Infinity]) {
      expect(videoInfoToReport(song, { videoId: "abc", seconds }, null)).toBeNull();
    }
    const longest = { videoId: "abc", seconds: MAX_REPORTED_DURATION_S };
    expect(videoInfoToReport(song, longest, null)?.duration_s).toBe(MAX_REPORTED_DURATION_S);
  });

  it("not when the song already carries that length; a different one is reported", () => {
    expect(videoInfoToReport({ ...song, duration_s: 212 }, measured, null)).toBeNull();
    expect(videoInfoToReport({ ...song, duration_s: 200 }, measured, null)?.duration_s).toBe(212);
  });
});
