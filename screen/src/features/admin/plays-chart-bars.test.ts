import { describe, expect, it } from "vitest";
import { playsBars } from "./plays-chart-bars";

describe("the week's plays as bars", () => {
  it("scales every day to the busiest", () => {
    const bars = playsBars([
      { date: "2026-11-20", count: 10 },
      { date: "2026-11-21", count: 5 },
      { date: "2026-11-22", count: 0 },
    ]);
    expect(bars.map((bar) => bar.height)).toEqual([100, 50, 0]);
  });
  it("keeps a day with few plays visible, and an empty week flat", () => {
    expect(
      playsBars([
        { date: "a", count: 1000 },
        { date: "b", count: 1 },
      ])[1]?.height,
    ).toBe(3);
    expect(playsBars([{ date: "a", count: 0 }]).map((bar) => bar.height)).toEqual([0]);
    expect(playsBars([])).toEqual([]);
  });
});
