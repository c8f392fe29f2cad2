import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createRecounts, type Recounts } from "./recounts.js";

interface Fake {
  recounts: Recounts;
  counted: string[];
  announced: [string, string, number][];
  /** What the next counts answer, in turn; the last one repeats. */
  answers: { count: number; partial: boolean }[];
}

function fake(): Fake {
  const counted: string[] = [];
  const announced: [string, string, number][] = [];
  const answers = [{ count: 5, partial: false }];
  const recounts = createRecounts({
    delayMs: 5_000,
    maxDelayMs: 60_000,
    count: async (code) => {
      counted.push(code);
      return (answers.length > 1 ? answers.shift() : answers[0]) ?? { count: 0, partial: false };
    },
    announce: (code, event, count) => announced.push([code, event, count]),
    onError: (error) => {
      throw error;
    },
  });
  return { recounts, counted, announced, answers };
}

describe("recounts after a partial device count", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("counts the session again later and tells its devices the right number", async () => {
    const f = fake();
    f.recounts.schedule("ABC234", 3);
    await vi.advanceTimersByTimeAsync(4_999);
    expect(f.counted).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(f.counted).toEqual(["ABC234"]);
    expect(f.announced).toEqual([["ABC234", "DEVICE_JOINED", 5]]);
  });

  it("keeps one recount pending per session, however many partial counts", async () => {
    const f = fake();
    for (let i = 0; i < 10; i += 1) {
      f.recounts.schedule("ABC234", 7);
      await vi.advanceTimersByTimeAsync(500);
    }
    f.recounts.schedule("XYZ789", 2);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(f.counted).toEqual(["ABC234", "XYZ789"]);
    // The last number told decides the event: 7 told, 5 there, so devices left.
    expect(f.announced).toEqual([
      ["ABC234", "DEVICE_LEFT", 5],
      ["XYZ789", "DEVICE_JOINED", 5],
    ]);
  });

  it("waits longer and longer, announcing nothing, while counts stay partial", async () => {
    const f = fake();
    const partial = { count: 2, partial: true };
    f.answers.splice(0, 1, partial, partial, partial, partial, { count: 5, partial: false });
    f.recounts.schedule("ABC234", 2);
    // Recounts 5 s after, then 10, 20 and 40 s after the last, then a minute at most.
    const steps: [waitMs: number, counts: number][] = [
      [4_999, 0],
      [1, 1],
      [9_999, 1],
      [1, 2],
      [20_000, 3],
      [40_000, 4],
      [59_999, 4],
    ];
    for (const [waitMs, counts] of steps) {
      await vi.advanceTimersByTimeAsync(waitMs);
      expect(f.counted).toHaveLength(counts);
      expect(f.announced).toEqual([]);
    }
    await vi.advanceTimersByTimeAsync(1);
    expect(f.counted).toHaveLength(5);
    expect(f.announced).toEqual([["ABC234", "DEVICE_JOINED", 5]]);
  });

  it("drops what is pending when stopped", async () => {
    const f = fake();
    f.recounts.schedule("ABC234", 3);
    f.recounts.stop();
    f.recounts.schedule("XYZ789", 3);
    await vi.advanceTimersByTimeAsync(20_000);
    expect(f.counted).toEqual([]);
    expect(f.announced).toEqual([]);
  });
});
