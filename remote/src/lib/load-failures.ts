// A load that failed (docs/remote.md, Retry). Online, the shared overlay says it, with its Retry.
// Offline, the phone already says the party is unreachable, so no modal is put over the page (the
// name step, the Songs tab): the failed loads run again by themselves once the phone is back.
import { loadErrorAtom, retryCountAtom } from "@encore/web/catalogue/load-error";
import { store } from "@encore/web/store/store";

export function reportLoadFailure(message: string): void {
  if (navigator.onLine) store.set(loadErrorAtom, message);
}

/** Back online: every failed load runs again, as Retry would. Returns the unsubscribe. */
export function retryWhenOnline(): () => void {
  const retry = () => store.set(retryCountAtom, (count) => count + 1);
  window.addEventListener("online", retry);
  return () => window.removeEventListener("online", retry);
}
