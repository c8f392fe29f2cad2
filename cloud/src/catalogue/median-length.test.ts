import { describe, expect, it } from "vitest";
import { median } from "./median-length.js";

describe("the median song length", () => {
  it("is the middle length, or the mean of the two middle ones", () => {
    expect(median([300, 100, 200])).toBe(200);
    expect(median([100, 200, 300, 400])).toBe(250);
    expect(median([])).toBeNull();
  });
});
