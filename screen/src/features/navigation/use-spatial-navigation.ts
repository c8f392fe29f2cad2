// Arrow keys move the focus to the nearest control in their direction (spatial-navigation.ts);
// Left and Right are a text field's own (Escape or Up and Down leave a one-line field), and Up and
// Down are a <select>'s own (isControlsOwnArrow). Nothing focused yet: the first arrow focuses the page's first control, so
// a TV remote always has somewhere to start.
import { useEffect } from "react";
import { isControlsOwnArrow } from "./keyboard-maps";
import { directionOf, leavesOneLineField, nearestInDirection } from "./spatial-navigation";

const FOCUSABLE =
  "button:not([disabled]), a[href], input:not([disabled]), textarea, select, [tabindex='0']";

function isTyping(element: Element | null): element is HTMLInputElement | HTMLTextAreaElement {
  if (element instanceof HTMLTextAreaElement) return true;
  return (
    element instanceof HTMLInputElement &&
    !["checkbox", "radio", "button", "submit"].includes(element.type)
  );
}

function candidates(): HTMLElement[] {
  const scope: ParentNode = document.querySelector("dialog[open]") ?? document;
  return [...scope.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((element) => {
    const rect = element.getBoundingClientRect();
    return rect.width > 0 && rect.height > 0 && !element.closest("dialog:not([open])");
  });
}

export function useSpatialNavigation(enabled = true): void {
  useEffect(() => {
    if (!enabled) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented) return;
      const active = document.activeElement;
      // A one-line field has no use for Up and Down, nor for Left at its start or Right at its
      // end: they leave it, as on the rest of the page (otherwise a TV remote that arrived in a
      // field could only leave it with Back).
      const leavesField =
        active instanceof HTMLInputElement && leavesOneLineField(active, event.key);
      if (isTyping(active) && !leavesField) {
        // In a dialog, Escape is the dialog's: it closes it (docs/product.md#keyboard-navigation).
        if (event.key === "Escape" && !active.closest("dialog[open]")) {
          event.preventDefault();
          active.blur();
        }
        return;
      }
      if (active && isControlsOwnArrow(active.tagName, event.key)) return;
      const direction = directionOf(event.key);
      if (!direction) return;
      const all = candidates();
      event.preventDefault();
      const current = active instanceof HTMLElement && all.includes(active) ? active : null;
      if (!current) {
        all.find((element) => !isTyping(element))?.focus();
        return;
      }
      const others = all.filter((element) => element !== current);
      const index = nearestInDirection(
        current.getBoundingClientRect(),
        others.map((element) => element.getBoundingClientRect()),
        direction,
      );
      const next = index === null ? null : others[index];
      next?.focus();
      next?.scrollIntoView({ block: "nearest", inline: "nearest" });
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [enabled]);
}
