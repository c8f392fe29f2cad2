// Arrow-key focus movement by position, for screens laid out as grids and rows (the session
// home's 5-column grids, the top bar, forms): from the focused element, the nearest element in
// the arrow's direction, preferring ones in line with it. Pure over rectangles.

export interface Rect {
  left: number;
  top: number;
  width: number;
  height: number;
}

export type Direction = "up" | "down" | "left" | "right";

const center = (r: Rect) => ({ x: r.left + r.width / 2, y: r.top + r.height / 2 });

/** The index of the best candidate in `direction` from `from`, or null when there is none. */
export function nearestInDirection(
  from: Rect,
  candidates: readonly Rect[],
  direction: Direction,
): number | null {
  const origin = center(from);
  let best: { index: number; score: number } | null = null;
  candidates.forEach((rect, index) => {
    const c = center(rect);
    const dx = c.x - origin.x;
    const dy = c.y - origin.y;
    // Along the arrow (must be ahead, past half the element) and across it.
    const along =
      direction === "left" ? -dx : direction === "right" ? dx : direction === "up" ? -dy : dy;
    const across = direction === "left" || direction === "right" ? Math.abs(dy) : Math.abs(dx);
    const minAlong =
      direction === "left" || direction === "right" ? from.width / 4 : from.height / 4;
    if (along <= minAlong) return;
    // Being in line counts more than being close: a grid's next row, not the diagonal.
    const overlaps =
      direction === "left" || direction === "right"
        ? rect.top < from.top + from.height && rect.top + rect.height > from.top
        : rect.left < from.left + from.width && rect.left + rect.width > from.left;
    const score = along + across * (overlaps ? 0.5 : 3);
    if (!best || score < best.score) best = { index, score };
  });
  return (best as { index: number } | null)?.index ?? null;
}

export function directionOf(key: string): Direction | null {
  switch (key) {
    case "ArrowUp":
      return "up";
    case "ArrowDown":
      return "down";
    case "ArrowLeft":
      return "left";
    case "ArrowRight":
      return "right";
    default:
      return null;
  }
}

/**
 * Whether an arrow leaves a one-line text field: Up and Down always (it has no lines), Left at the
 * start and Right at the end of its text (no selection); elsewhere they move the caret.
 */
export function leavesOneLineField(
  field: Pick<HTMLInputElement, "value" | "selectionStart" | "selectionEnd">,
  key: string,
): boolean {
  if (key === "ArrowUp" || key === "ArrowDown") return true;
  const { selectionStart: start, selectionEnd: end } = field;
  if (start === null || start !== end) return false;
  return (
    (key === "ArrowLeft" && start === 0) || (key === "ArrowRight" && end === field.value.length)
  );
}
