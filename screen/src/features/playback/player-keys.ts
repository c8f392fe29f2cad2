// The player's keyboard (docs/product.md#keyboard-navigation): Left/Right move between the buttons
// in their focus order, Enter activates (the button's own), Escape closes the panel or goes back.
export type PlayerKeyAction =
  { kind: "focus"; index: number } | { kind: "back" } | { kind: "none" };

export function playerKeyAction(
  key: string,
  focused: number,
  buttonCount: number,
  typing: boolean,
): PlayerKeyAction {
  if (typing) return { kind: "none" };
  if (key === "ArrowRight") return { kind: "focus", index: Math.min(buttonCount - 1, focused + 1) };
  if (key === "ArrowLeft") return { kind: "focus", index: Math.max(0, focused - 1) };
  if (key === "Escape") return { kind: "back" };
  return { kind: "none" };
}
