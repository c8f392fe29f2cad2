// The landing page's background: soft glowing circles drifting behind the logo (4 to 18 of them,
// regenerated every 45 s: docs/product.md#landing). Pure: the caller passes the random source.

export const GLOW_MIN_COUNT = 4;
export const GLOW_MAX_COUNT = 18;
export const GLOW_REGENERATE_MS = 45_000;

/** The stage palette the circles take their colours from. */
export const GLOW_COLORS = [
  "#ff3d7f", // magenta
  "#8c6cff", // violet
  "#2ee6d6", // turquoise
  "#ffb627", // amber
  "#4d8dff", // blue
  "#ff7a3d", // tangerine
] as const;

export type GlowColor = (typeof GLOW_COLORS)[number];

export interface GlowCircle {
  /** Stable within one generation: a React key. */
  id: number;
  /** Centre, in % of the viewport's width (0–100). */
  leftPct: number;
  /** Centre, in % of the viewport's height (0–100). */
  topPct: number;
  /** Diameter, in vmin (so it scales with the TV). */
  sizeVmin: number;
  color: GlowColor;
  /** Blur radius, in px. */
  blurPx: number;
  /** 0–1. */
  opacity: number;
  /** Delay before the circle's drift/pulse animation starts. */
  delayMs: number;
  /** One cycle of the drift/pulse animation. */
  durationMs: number;
}

/** The ranges each circle's values are drawn from (inclusive). */
export const GLOW_RANGES = {
  leftPct: [0, 100],
  topPct: [0, 100],
  sizeVmin: [12, 40],
  blurPx: [40, 100],
  opacity: [0.15, 0.45],
  delayMs: [0, 8_000],
  durationMs: [12_000, 30_000],
} as const satisfies Record<string, readonly [number, number]>;

/** random() clamped to [0, 1), so a faulty source cannot push values out of range. */
function unit(random: () => number): number {
  const r = random();
  return Number.isFinite(r) ? Math.min(Math.max(r, 0), 1 - Number.EPSILON) : 0;
}

/** An integer in [min, max], inclusive. */
function randomInt(random: () => number, min: number, max: number): number {
  return min + Math.floor(unit(random) * (max - min + 1));
}

function randomIn(
  random: () => number,
  [min, max]: readonly [number, number],
  decimals = 2,
): number {
  const factor = 10 ** decimals;
  return Math.round((min + unit(random) * (max - min)) * factor) / factor;
}

/** A fresh set of 4–18 circles. */
export function generateGlowCircles(random: () => number = Math.random): GlowCircle[] {
  const count = randomInt(random, GLOW_MIN_COUNT, GLOW_MAX_COUNT);
  return Array.from({ length: count }, (_, id) => ({
    id,
    leftPct: randomIn(random, GLOW_RANGES.leftPct),
    topPct: randomIn(random, GLOW_RANGES.topPct),
    sizeVmin: randomIn(random, GLOW_RANGES.sizeVmin, 1),
    color: GLOW_COLORS[randomInt(random, 0, GLOW_COLORS.length - 1)] ?? GLOW_COLORS[0],
    blurPx: randomIn(random, GLOW_RANGES.blurPx, 0),
    opacity: randomIn(random, GLOW_RANGES.opacity),
    delayMs: randomIn(random, GLOW_RANGES.delayMs, 0),
    durationMs: randomIn(random, GLOW_RANGES.durationMs, 0),
  }));
}
