// The queue panel's keys (keyboard-maps.ts queuePanelKey) on the real focus: the search field
// and the results' Add buttons are the search mode, the queue's remove buttons the queue mode.
import type { KeyboardEvent } from "react";
import { navKeyOf, queuePanelKey, type QueuePanelNav } from "../navigation";

function navFromFocus(panel: HTMLElement): QueuePanelNav {
  const active = document.activeElement as HTMLElement | null;
  if (active?.dataset.queueIndex !== undefined)
    return { mode: "queue", index: Number(active.dataset.queueIndex) };
  if (active?.dataset.resultIndex !== undefined)
    return { mode: "search", index: Number(active.dataset.resultIndex) };
  void panel;
  return { mode: "search", index: -1 };
}

function target(panel: HTMLElement, nav: QueuePanelNav): HTMLElement | null {
  if (nav.mode === "search" && nav.index < 0) return panel.querySelector("input");
  const attribute = nav.mode === "search" ? "data-result-index" : "data-queue-index";
  return panel.querySelector<HTMLElement>(`[${attribute}="${nav.index}"]`);
}

export function useQueuePanelKeys(onClose: () => void) {
  return (event: KeyboardEvent<HTMLElement>) => {
    const key = navKeyOf(event.key);
    if (!key) return;
    const panel = event.currentTarget;
    const typing = document.activeElement instanceof HTMLInputElement;
    // Typing: Left, Right, Backspace and Enter edit the text; Up/Down and Escape act.
    if (typing && !["ArrowDown", "ArrowUp", "Escape"].includes(key)) return;
    const nav = navFromFocus(panel);
    const counts = {
      results: panel.querySelectorAll("[data-result-index]").length,
      queue: panel.querySelectorAll("[data-queue-index]").length,
    };
    const result = queuePanelKey(nav, key, counts);
    switch (result.effect) {
      case "none":
        return;
      case "focus": {
        const next = target(panel, result.nav);
        if (next && next.getBoundingClientRect().height > 0) next.focus();
        break;
      }
      case "add":
      case "remove":
        target(panel, result.nav)?.click();
        break;
      case "close":
        onClose();
        break;
    }
    event.preventDefault();
  };
}
