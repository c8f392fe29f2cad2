// The legal pages from a TV remote: Left and Right move along the page's buttons (Back, then the
// two cross links), Escape and Backspace go back to /. Up, Down and Page Down are left to the
// browser, which scrolls the text.
export type LegalPageAction = { type: "focus"; index: number } | { type: "back" } | null;

/** `index` is the focused button's position among `count`, or -1 when none of them has focus. */
export function legalPageKey(key: string, index: number, count: number): LegalPageAction {
  switch (key) {
    case "Escape":
    case "Backspace":
      return { type: "back" };
    case "ArrowRight":
      return { type: "focus", index: index < 0 ? 0 : Math.min(index + 1, count - 1) };
    case "ArrowLeft":
      return { type: "focus", index: index < 0 ? 0 : Math.max(index - 1, 0) };
    default:
      return null;
  }
}
