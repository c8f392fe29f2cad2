import { beforeAll, describe, expect, it } from "vitest";
import { speak } from "../../../../shared/web/i18n/test-language";
import { countdownText, secondsLeft } from "./countdown";

beforeAll(() => speak("en"));

describe("secondsLeft", () => {
  it.each([
    [0, 5],
    [999, 5],
    [1000, 4],
    [4999, 1],
    [5000, 0],
    [9000, 0],
    [-20, 5],
  ])("after %i ms → %i", (elapsed, left) => {
    expect(secondsLeft(5, elapsed)).toBe(left);
  });

  it("reads as a sentence", () => {
    expect(countdownText(5)).toBe("Redirecting in 5 seconds...");
    expect(countdownText(1)).toBe("Redirecting in 1 second...");
  });
});
