import { describe, expect, it } from "vitest";
import { canViewMore, firstVisible, viewMore } from "./carousel-rules";

describe("carousel rules", () => {
  it("shows 10 first, adds 10 up to 50", () => {
    expect(firstVisible(50)).toBe(10);
    expect(viewMore(10, 50)).toBe(20);
    expect(viewMore(40, 50)).toBe(50);
    expect(canViewMore(50, 50)).toBe(false);
    expect(canViewMore(40, 50)).toBe(true);
  });

  it("never shows more than there is", () => {
    expect(firstVisible(4)).toBe(4);
    expect(canViewMore(4, 4)).toBe(false);
    expect(viewMore(10, 13)).toBe(13);
    expect(viewMore(50, 80)).toBe(50);
  });
});
