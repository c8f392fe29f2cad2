import { describe, expect, it } from "vitest";
import { leavesOneLineField, nearestInDirection, type Rect } from "./spatial-navigation";

// A 5-column grid of 100×80 tiles with 20 px gaps, two rows, and a wide button above it.
const tile = (i: number): Rect => ({
  left: (i % 5) * 120,
  top: 200 + Math.floor(i / 5) * 100,
  width: 100,
  height: 80,
});
const tiles = Array.from({ length: 10 }, (_, i) => tile(i));
const button: Rect = { left: 480, top: 100, width: 100, height: 40 };
const all = [...tiles, button];

describe("spatial navigation", () => {
  it("moves along a row and down a column (step 5)", () => {
    expect(nearestInDirection(tile(0), all, "right")).toBe(1);
    expect(nearestInDirection(tile(1), all, "down")).toBe(6);
    expect(nearestInDirection(tile(6), all, "up")).toBe(1);
    expect(nearestInDirection(tile(0), all, "left")).toBeNull();
  });

  it("goes up from the grid to what is above it, in line first", () => {
    expect(nearestInDirection(tile(4), all, "up")).toBe(10);
    expect(nearestInDirection(button, all, "down")).toBe(4);
  });

  it("has nowhere to go past the last row", () => {
    expect(nearestInDirection(tile(7), all, "down")).toBeNull();
  });
});

describe("leaving a one-line field", () => {
  const field = (value: string, start: number | null, end = start) => ({
    value,
    selectionStart: start,
    selectionEnd: end,
  });

  it("Up and Down always leave it", () => {
    expect(leavesOneLineField(field("love", 2), "ArrowUp")).toBe(true);
    expect(leavesOneLineField(field("love", 2), "ArrowDown")).toBe(true);
  });

  it("Left at its start and Right at its end leave it; inside the text they move the caret", () => {
    expect(leavesOneLineField(field("love", 0), "ArrowLeft")).toBe(true);
    expect(leavesOneLineField(field("love", 4), "ArrowRight")).toBe(true);
    expect(leavesOneLineField(field("", 0), "ArrowRight")).toBe(true);
    expect(leavesOneLineField(field("love", 2), "ArrowLeft")).toBe(false);
    expect(leavesOneLineField(field("love", 2), "ArrowRight")).toBe(false);
    expect(leavesOneLineField(field("love", 0, 4), "ArrowRight")).toBe(false);
    expect(leavesOneLineField(field("love", null), "ArrowRight")).toBe(false);
  });
});
