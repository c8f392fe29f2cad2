import { describe, expect, it } from "vitest";
import { createPlayCounter, memoryRecentMarks, PLAY_COUNT_WINDOW_SECONDS } from "./play-counter.js";

describe("play counter", () => {
  it("counts a song once an hour per party and per address, then again after the hour", async () => {
    let now = 0;
    const counter = createPlayCounter(memoryRecentMarks(() => now));
    expect(await counter.countable("AAAAAA", [7], "1.1.1.1")).toEqual([7]);
    expect(await counter.countable("AAAAAA", [7], "2.2.2.2")).toEqual([]); // same party
    expect(await counter.countable("BBBBBB", [7], "1.1.1.1")).toEqual([]); // same address
    expect(await counter.countable("CCCCCC", [7], "3.3.3.3")).toEqual([7]);
    now += PLAY_COUNT_WINDOW_SECONDS * 1000 + 1;
    expect(await counter.countable("AAAAAA", [7], "1.1.1.1")).toEqual([7]);
  });

  it("holds a start by the timer to the address that queued the song", async () => {
    const counter = createPlayCounter(memoryRecentMarks());
    expect(await counter.countable("AAAAAA", [7], "1.1.1.1")).toEqual([7]);
    await counter.queued("BBBBBB", 7, "1.1.1.1");
    expect(await counter.countable("BBBBBB", [7], undefined)).toEqual([]);
    expect(await counter.countable("CCCCCC", [7], undefined)).toEqual([7]);
  });
});
