// Wait times in the store (docs/product.md#wait-times): every waiting song's estimate, from the
// session view, the catalogue's median length and a clock that ticks while something shows them.
import { DEFAULT_MEDIAN_DURATION_S, type WaitEstimate } from "@encore/shared";
import { appConfigAtom } from "../config/app-config";
import { atom } from "../store/store";
import { sessionViewAtom } from "./session-atoms";
import { viewWaits } from "./view-waits";

/** How often a shown wait is counted again: it says whole minutes. */
export const WAIT_TICK_MS = 15_000;

const nowAtom = atom(Date.now());
/** The time, refreshed every WAIT_TICK_MS while a component reads it. */
export const clockAtom = atom((get) => get(nowAtom));
nowAtom.onMount = (set) => {
  set(Date.now());
  const timer = setInterval(() => set(Date.now()), WAIT_TICK_MS);
  return () => clearInterval(timer);
};

export const medianDurationAtom = atom(
  (get) => get(appConfigAtom)?.median_duration_s ?? DEFAULT_MEDIAN_DURATION_S,
);

/** The estimate of each waiting song, in queue order. */
export const queueWaitsAtom = atom<WaitEstimate[]>((get) =>
  viewWaits(get(sessionViewAtom), get(clockAtom), get(medianDurationAtom)),
);
