// The waits of a session as a device holds it (docs/product.md#wait-times): what the TV and every
// phone show, from the same view the same minutes, whether the device saw the party's events from
// the start or joined later (one SESSION_JOINED). Pure, for wait-atoms.ts and its tests.
import { waitsOf, type WaitEstimate } from "@encore/shared";
import type { SessionView } from "./session-reducer";

export function viewWaits(view: SessionView, now: number, medianS: number): WaitEstimate[] {
  return waitsOf(
    view.queue,
    view.currentSong,
    {
      startedAt: view.startedAt,
      playing: view.playing,
      stopped: view.stopped,
      pausedAt: view.pausedAt,
    },
    now,
    medianS,
  );
}
