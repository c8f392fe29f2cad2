// The party settings' TV-remote keys (docs/product.md#keyboard-navigation): Up and Down go from
// control to control (Close, then each setting, listMove); OK (Enter) flips a switch, which a
// browser does only on Space; Back closes the dialog as Escape does (Escape is the dialog's own
// `cancel`).
import type { KeyboardEvent } from "react";
import { listMove, navKeyOf } from "../navigation";

export function usePartySettingsKeys(onClose: () => void) {
  return (event: KeyboardEvent<HTMLDialogElement>) => {
    const key = navKeyOf(event.key);
    const target = event.target;
    if (!key) return;
    if (key === "ArrowDown" || key === "ArrowUp") {
      const controls = [
        ...event.currentTarget.querySelectorAll<HTMLElement>("button, input, select"),
      ].filter((control) => !control.matches(":disabled"));
      // Past either end the focus stays (and the page's own arrows do not take the key).
      event.preventDefault();
      const next = listMove(controls.indexOf(target as HTMLElement), key, controls.length);
      if (next !== null) controls[next]?.focus();
    } else if (key === "Escape" && event.key !== "Escape") {
      event.preventDefault();
      onClose();
    } else if (
      key === "Enter" &&
      target instanceof HTMLInputElement &&
      target.type === "checkbox"
    ) {
      event.preventDefault();
      target.click();
    }
  };
}
