import { describe, expect, it } from "vitest";
import type { BounceArea, BounceState } from "./bounce-physics";
import {
  BOUNCE_COLORS,
  BOUNCE_FADE_MS,
  BOUNCE_LOGO_HEIGHT,
  BOUNCE_LOGO_WIDTH,
  BOUNCE_SPEED_X,
  BOUNCE_SPEED_Y,
  OVERLAY_FADE_MS,
  bounceColor,
  initialBounceState,
  step,
} from "./bounce-physics";

/** A deterministic "random" that replays the given values in a loop. */
function sequence(...values: number[]): () => number {
  let i = 0;
  return () => values[i++ % values.length] ?? 0;
}

function run(state: BounceState, area: BounceArea, frames: number): BounceState[] {
  const states = [state];
  let current = state;
  for (let i = 0; i < frames; i++) {
    current = step(current, area);
    states.push(current);
  }
  return states;
}

const TV: BounceArea = { width: 1280, height: 720 };

describe("bounce constants (product.md constants)", () => {
  it("match the spec", () => {
    expect([BOUNCE_LOGO_WIDTH, BOUNCE_LOGO_HEIGHT]).toEqual([240, 120]);
    expect([BOUNCE_SPEED_X, BOUNCE_SPEED_Y]).toEqual([2, 1.5]);
    expect(BOUNCE_FADE_MS).toBe(300);
    expect(OVERLAY_FADE_MS).toBe(500);
  });

  it("has six distinct colour presets, as CSS hex colours", () => {
    expect(BOUNCE_COLORS).toHaveLength(6);
    expect(new Set(BOUNCE_COLORS).size).toBe(6);
    for (const color of BOUNCE_COLORS) expect(color).toMatch(/^#[0-9a-f]{6}$/);
  });
});

describe("initialBounceState", () => {
  it("starts inside the area, from the random values given", () => {
    const state = initialBounceState(TV, sequence(0.5, 0.25, 0.1, 0.9, 0.5));
    expect(state).toEqual({ x: 520, y: 150, dx: -1, dy: 1, colorIndex: 3 });
  });

  it("stays inside for the extremes of random()", () => {
    for (const value of [0, 0.999999, 1]) {
      const state = initialBounceState(TV, () => value);
      expect(state.x).toBeGreaterThanOrEqual(0);
      expect(state.x).toBeLessThanOrEqual(TV.width - BOUNCE_LOGO_WIDTH);
      expect(state.y).toBeGreaterThanOrEqual(0);
      expect(state.y).toBeLessThanOrEqual(TV.height - BOUNCE_LOGO_HEIGHT);
      expect(state.colorIndex).toBeGreaterThanOrEqual(0);
      expect(state.colorIndex).toBeLessThan(BOUNCE_COLORS.length);
    }
  });

  it("puts the logo at the corner of an area smaller than the logo", () => {
    const state = initialBounceState({ width: 100, height: 50 }, () => 0.7);
    expect([state.x, state.y]).toEqual([0, 0]);
  });
});

describe("step", () => {
  it("moves 2 px by 1.5 px per frame", () => {
    const next = step({ x: 100, y: 100, dx: 1, dy: -1, colorIndex: 2 }, TV);
    expect(next).toEqual({ x: 102, y: 98.5, dx: 1, dy: -1, colorIndex: 2 });
  });

  it("bounces off the right wall, flipping only the horizontal direction and changing colour", () => {
    const maxX = TV.width - BOUNCE_LOGO_WIDTH;
    const next = step({ x: maxX - 1, y: 100, dx: 1, dy: 1, colorIndex: 0 }, TV);
    expect(next).toEqual({ x: maxX - 1, y: 101.5, dx: -1, dy: 1, colorIndex: 1 });
  });

  it("bounces off the top wall", () => {
    const next = step({ x: 100, y: 1, dx: -1, dy: -1, colorIndex: 4 }, TV);
    expect(next).toEqual({ x: 98, y: 0.5, dx: -1, dy: 1, colorIndex: 5 });
  });

  it("counts a corner hit (both walls in one frame) as one bounce", () => {
    const maxX = TV.width - BOUNCE_LOGO_WIDTH;
    const maxY = TV.height - BOUNCE_LOGO_HEIGHT;
    const next = step({ x: maxX - 2, y: maxY - 1.5, dx: 1, dy: 1, colorIndex: 1 }, TV);
    expect(next).toEqual({ x: maxX, y: maxY, dx: -1, dy: -1, colorIndex: 2 });
  });

  it("cycles the colour back to the first after the sixth", () => {
    const next = step({ x: 0, y: 100, dx: -1, dy: 1, colorIndex: 5 }, TV);
    expect(next.colorIndex).toBe(0);
    expect(bounceColor(next)).toBe(BOUNCE_COLORS[0]);
  });

  it("keeps the logo inside and changes colour exactly once per bounce, over a long run", () => {
    for (const area of [TV, { width: 1920, height: 1080 }, { width: 243, height: 122 }]) {
      const maxX = area.width - BOUNCE_LOGO_WIDTH;
      const maxY = area.height - BOUNCE_LOGO_HEIGHT;
      const states = run(initialBounceState(area, sequence(0.3, 0.6, 0.2, 0.8, 0)), area, 20_000);
      let bounces = 0;
      const problems: string[] = [];
      for (let i = 1; i < states.length; i++) {
        const [before, after] = [states[i - 1], states[i]] as [BounceState, BounceState];
        if (after.x < 0 || after.x > maxX || after.y < 0 || after.y > maxY) {
          problems.push(`frame ${i}: outside at ${after.x},${after.y}`);
        }
        const bounced = before.dx !== after.dx || before.dy !== after.dy;
        if (bounced) bounces++;
        const expected = bounced ? (before.colorIndex + 1) % 6 : before.colorIndex;
        if (after.colorIndex !== expected) problems.push(`frame ${i}: colour ${after.colorIndex}`);
      }
      expect(problems).toEqual([]);
      expect(bounces).toBeGreaterThan(10);
    }
  });

  it("visits every colour in order", () => {
    const states = run({ x: 0, y: 0, dx: 1, dy: 1, colorIndex: 0 }, TV, 10_000);
    const seen: number[] = [];
    for (const s of states) if (seen.at(-1) !== s.colorIndex) seen.push(s.colorIndex);
    expect(seen.slice(0, 8)).toEqual([0, 1, 2, 3, 4, 5, 0, 1]);
  });

  it("holds still without flickering in an area smaller than the logo", () => {
    const tiny = { width: 200, height: 90 };
    const states = run({ x: 0, y: 0, dx: 1, dy: -1, colorIndex: 3 }, tiny, 100);
    for (const s of states.slice(1)) expect(s).toMatchObject({ x: 0, y: 0, colorIndex: 3 });
  });

  it("moves on the axis that has room when only the other is too small", () => {
    const wide = { width: 1000, height: 100 };
    const next = step({ x: 10, y: 30, dx: 1, dy: 1, colorIndex: 0 }, wide);
    expect(next).toEqual({ x: 12, y: 0, dx: 1, dy: 1, colorIndex: 0 });
  });

  it("brings the logo back inside after the area shrank", () => {
    const next = step({ x: 1500, y: 900, dx: 1, dy: 1, colorIndex: 0 }, TV);
    expect(next.x).toBeLessThanOrEqual(TV.width - BOUNCE_LOGO_WIDTH);
    expect(next.y).toBeLessThanOrEqual(TV.height - BOUNCE_LOGO_HEIGHT);
    expect([next.dx, next.dy]).toEqual([-1, -1]);
  });

  it("tolerates a zero or broken area", () => {
    for (const area of [
      { width: 0, height: 0 },
      { width: Number.NaN, height: -5 },
    ]) {
      expect(step({ x: 10, y: 10, dx: 1, dy: 1, colorIndex: 0 }, area)).toMatchObject({
        x: 0,
        y: 0,
      });
    }
  });
});
