// A page left with a TV remote's Back (Escape, BrowserBack): `back` runs once however long the key
// is held. In a text field Escape is the field's (spatial navigation leaves it first).
import { usePageKeys } from "./use-page-keys";

export function useEscapeBack(back: () => void): void {
  usePageKeys((key, goBack) => {
    if (key !== "Escape") return false;
    const active = document.activeElement;
    if (active instanceof HTMLInputElement || active instanceof HTMLTextAreaElement) return false;
    goBack(back);
    return true;
  });
}
