// The global "Failed to load songs" overlay (docs/product.md#error-overlay): set by a list that
// failed to load; Retry clears it and bumps the retry count, which the lists reload on.
import { atom } from "../store/store";

export const loadErrorAtom = atom<string | null>(null);
export const retryCountAtom = atom(0);
