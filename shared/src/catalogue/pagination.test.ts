import { describe, expect, it } from "vitest";
import { formatTotal, hasMore, pageItems, pageRange, totalPages } from "./pagination.js";

describe("pageItems", () => {
  it("shows every page up to five", () => {
    expect(pageItems(1, 1)).toEqual([1]);
    expect(pageItems(3, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(pageItems(1, 0)).toEqual([]);
  });

  it("shows first, last and neighbours with gaps beyond five", () => {
    expect(pageItems(1, 10)).toEqual([1, 2, "ellipsis", 10]);
    expect(pageItems(5, 10)).toEqual([1, "ellipsis", 4, 5, 6, "ellipsis", 10]);
    expect(pageItems(10, 10)).toEqual([1, "ellipsis", 9, 10]);
    expect(pageItems(3, 6)).toEqual([1, 2, 3, 4, "ellipsis", 6]);
  });

  it("clamps an out-of-range current page", () => {
    expect(pageItems(99, 7)).toEqual([1, "ellipsis", 6, 7]);
  });
});

describe("ranges", () => {
  it("computes has_more, ranges and page counts", () => {
    expect(hasMore(0, 70, 300)).toBe(true);
    expect(hasMore(280, 20, 300)).toBe(false);
    expect(pageRange(70, 70)).toEqual({ from: 71, to: 140 });
    expect(pageRange(0, 0)).toEqual({ from: 0, to: 0 });
    expect(totalPages(141, 70)).toBe(3);
  });
});

describe("formatTotal", () => {
  it("shows an exact total as it is, and a capped one as a floor with a plus", () => {
    expect(formatTotal(151)).toBe("151");
    expect(formatTotal(9999, false)).toBe("9999");
    expect(formatTotal(10_000, true)).toBe("10,000+");
  });
});
