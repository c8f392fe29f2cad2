// The paused overlay's bouncing logo (docs/product.md#player): a 240×120 px logo moving
// 2 px × 1.5 px per frame, bouncing off the walls of its area and taking the next of six colours on
// each bounce.

export const BOUNCE_LOGO_WIDTH = 240;
export const BOUNCE_LOGO_HEIGHT = 120;
/** Pixels per animation frame, horizontally and vertically. */
export const BOUNCE_SPEED_X = 2;
export const BOUNCE_SPEED_Y = 1.5;
/** The logo's fade, in and out. */
export const BOUNCE_FADE_MS = 300;
/** The black overlay's fade, in and out. */
export const OVERLAY_FADE_MS = 500;

/** Six stage colours, in the order the logo cycles through them. */
export const BOUNCE_COLORS = [
  "#ff3d7f", // magenta
  "#ffb627", // amber
  "#2ee6d6", // turquoise
  "#8c6cff", // violet
  "#5ce65c", // lime
  "#ff7a3d", // tangerine
] as const;

export type BounceColor = (typeof BOUNCE_COLORS)[number];

export interface BounceArea {
  width: number;
  height: number;
}

export interface BounceState {
  /** Left edge of the logo, in px from the area's left. */
  x: number;
  /** Top edge of the logo, in px from the area's top. */
  y: number;
  /** Horizontal direction: 1 right, -1 left. */
  dx: 1 | -1;
  /** Vertical direction: 1 down, -1 up. */
  dy: 1 | -1;
  /** Index into BOUNCE_COLORS. */
  colorIndex: number;
}

/** How far the logo's corner can travel along one axis (0 when the area is smaller than the logo). */
function room(size: number, logo: number): number {
  return Number.isFinite(size) ? Math.max(0, size - logo) : 0;
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}

function colorIndexOf(index: number): number {
  const n = BOUNCE_COLORS.length;
  return Number.isInteger(index) ? ((index % n) + n) % n : 0;
}

/** A random start inside the area, in a random diagonal direction, with a random colour. */
export function initialBounceState(
  area: BounceArea,
  random: () => number = Math.random,
): BounceState {
  const maxX = room(area.width, BOUNCE_LOGO_WIDTH);
  const maxY = room(area.height, BOUNCE_LOGO_HEIGHT);
  const unit = (): number => clamp(random(), 0, 1);
  return {
    x: unit() * maxX,
    y: unit() * maxY,
    dx: unit() < 0.5 ? -1 : 1,
    dy: unit() < 0.5 ? -1 : 1,
    colorIndex: colorIndexOf(
      Math.min(BOUNCE_COLORS.length - 1, Math.floor(unit() * BOUNCE_COLORS.length)),
    ),
  };
}

interface AxisStep {
  pos: number;
  dir: 1 | -1;
  bounced: boolean;
}

function stepAxis(pos: number, dir: 1 | -1, speed: number, max: number): AxisStep {
  // No room on this axis: the logo stays put there and never "bounces" (no colour flicker).
  if (max <= 0) return { pos: 0, dir, bounced: false };
  // After the area shrank the logo may be outside it: bring it back in first (not a bounce).
  const next = clamp(Number.isFinite(pos) ? pos : 0, 0, max) + dir * speed;
  if (next <= 0) return { pos: clamp(-next, 0, max), dir: 1, bounced: true };
  if (next >= max) return { pos: clamp(2 * max - next, 0, max), dir: -1, bounced: true };
  return { pos: next, dir, bounced: false };
}

/**
 * One animation frame: moves the logo, reflects it off the walls it reaches and, when it bounced,
 * advances the colour by one (a corner, both walls at once, counts as one bounce).
 */
export function step(state: BounceState, area: BounceArea): BounceState {
  const h = stepAxis(state.x, state.dx, BOUNCE_SPEED_X, room(area.width, BOUNCE_LOGO_WIDTH));
  const v = stepAxis(state.y, state.dy, BOUNCE_SPEED_Y, room(area.height, BOUNCE_LOGO_HEIGHT));
  const colorIndex = colorIndexOf(state.colorIndex);
  return {
    x: h.pos,
    y: v.pos,
    dx: h.dir,
    dy: v.dir,
    colorIndex: h.bounced || v.bounced ? (colorIndex + 1) % BOUNCE_COLORS.length : colorIndex,
  };
}

/** The logo's current colour. */
export function bounceColor(state: BounceState): BounceColor {
  return BOUNCE_COLORS[colorIndexOf(state.colorIndex)] ?? BOUNCE_COLORS[0];
}
