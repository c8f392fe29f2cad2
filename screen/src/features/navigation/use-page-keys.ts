// A page's TV-remote keys, listened for on the window while the page is shown. A key is not the
// page's when it is no remote key (navKeyOf), something else already handled it, or a dialog is
// open. Back goes back once however long the key is held (createBackDebounce).
import { BACK_NAVIGATION_DEBOUNCE_MS } from "@encore/shared";
import { useEffect, useRef } from "react";
import { createBackDebounce, navKeyOf, type NavKey } from "./keyboard-maps";

/**
 * What the page does with a key; `goBack` runs `back` unless back was just taken. True when the
 * key was used (the browser's own action is then prevented), false when it was not.
 */
export type PageKeyHandler = (key: NavKey, goBack: (back: () => void) => void) => boolean;

export function usePageKeys(onKey: PageKeyHandler): void {
  const latest = useRef(onKey);
  latest.current = onKey;

  useEffect(() => {
    const mayGoBack = createBackDebounce(BACK_NAVIGATION_DEBOUNCE_MS);
    const goBack = (back: () => void) => {
      if (mayGoBack(performance.now())) back();
    };
    const listener = (event: KeyboardEvent) => {
      const key = navKeyOf(event.key);
      if (!key || event.defaultPrevented || document.querySelector("dialog[open]")) return;
      if (latest.current(key, goBack)) event.preventDefault();
    };
    window.addEventListener("keydown", listener);
    return () => window.removeEventListener("keydown", listener);
  }, []);
}
