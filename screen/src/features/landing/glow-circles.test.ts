import { describe, expect, it } from "vitest";
import type { GlowCircle } from "./glow-circles";
import {
  GLOW_COLORS,
  GLOW_MAX_COUNT,
  GLOW_MIN_COUNT,
  GLOW_RANGES,
  GLOW_REGENERATE_MS,
  generateGlowCircles,
} from "./glow-circles";

/** A small seeded generator (mulberry32), so the property checks are reproducible. */
function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function inRange(circle: GlowCircle): boolean {
  return (Object.keys(GLOW_RANGES) as (keyof typeof GLOW_RANGES)[]).every((key) => {
    const [min, max] = GLOW_RANGES[key];
    return circle[key] >= min && circle[key] <= max;
  });
}

describe("glow circles (product.md landing)", () => {
  it("are regenerated every 45 s", () => {
    expect(GLOW_REGENERATE_MS).toBe(45_000);
    expect([GLOW_MIN_COUNT, GLOW_MAX_COUNT]).toEqual([4, 18]);
  });

  it("number 4 when random() gives its lowest value and 18 at its highest", () => {
    expect(generateGlowCircles(() => 0)).toHaveLength(4);
    expect(generateGlowCircles(() => 0.999999)).toHaveLength(18);
    expect(generateGlowCircles(() => 1)).toHaveLength(18);
  });

  it("reach every count from 4 to 18 inclusive, and no other", () => {
    const random = seeded(42);
    const counts = new Set<number>();
    for (let i = 0; i < 2000; i++) counts.add(generateGlowCircles(random).length);
    expect([...counts].sort((a, b) => a - b)).toEqual(Array.from({ length: 15 }, (_, i) => i + 4));
  });

  it("keep every value in its range and take colours from the palette", () => {
    const random = seeded(7);
    for (let i = 0; i < 300; i++) {
      const circles = generateGlowCircles(random);
      expect(circles.every(inRange)).toBe(true);
      expect(circles.every((c) => GLOW_COLORS.includes(c.color))).toBe(true);
      expect(circles.map((c) => c.id)).toEqual(circles.map((_, index) => index));
    }
  });

  it("stay in range for a faulty random source", () => {
    for (const value of [-1, 2, Number.NaN]) {
      const circles = generateGlowCircles(() => value);
      expect(circles.length).toBeGreaterThanOrEqual(4);
      expect(circles.length).toBeLessThanOrEqual(18);
      expect(circles.every(inRange)).toBe(true);
    }
  });

  it("are deterministic for a given random source", () => {
    expect(generateGlowCircles(seeded(3))).toEqual(generateGlowCircles(seeded(3)));
    const first = generateGlowCircles(() => 0.5)[0];
    expect(first).toEqual({
      id: 0,
      leftPct: 50,
      topPct: 50,
      sizeVmin: 26,
      color: GLOW_COLORS[3],
      blurPx: 70,
      opacity: 0.3,
      delayMs: 4000,
      durationMs: 21_000,
    });
  });

  it("vary from one generation to the next", () => {
    const random = seeded(11);
    expect(generateGlowCircles(random)).not.toEqual(generateGlowCircles(random));
  });
});
