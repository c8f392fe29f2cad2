// The overview's seven days (docs/admin.md, Calls): today last, each from local midnight.
import { describe, expect, it } from "vitest";
import { localDate, playDays } from "./play-days.js";

describe("playDays", () => {
  it("are the last seven days, oldest first, today last, midnight to midnight", () => {
    const now = new Date(2026, 2, 2, 15, 30);
    const days = playDays(now);
    expect(days.map((day) => day.date)).toEqual([
      "2026-02-24",
      "2026-02-25",
      "2026-02-26",
      "2026-02-27",
      "2026-02-28",
      "2026-03-01",
      "2026-03-02",
    ]);
    for (const [i, day] of days.entries()) {
      expect([day.from.getHours(), day.from.getMinutes()]).toEqual([0, 0]);
      expect(day.to.getTime()).toBe(days[i + 1]?.from.getTime() ?? new Date(2026, 2, 3).getTime());
    }
    expect(days[6]?.from.getTime()).toBeLessThanOrEqual(now.getTime());
    expect(days[6]?.to.getTime()).toBeGreaterThan(now.getTime());
  });

  it("write dates in the local calendar", () => {
    expect(localDate(new Date(2026, 0, 5, 23, 59))).toBe("2026-01-05");
  });
});
