// What Back on the player does (docs/screen.md, "Back asks first"): nothing to lose goes back at
// once; a song on or a queue asks first; with host controls on the TV only says it may not clear,
// since whoever holds the TV remote is not necessarily the host (docs/decisions.md).
import type { SessionView } from "@encore/web/session/session-reducer";

export type LeaveChoice = "leave" | "confirm" | "host-only";

export function leaveChoice(
  view: Pick<SessionView, "currentSong" | "queue" | "settings">,
): LeaveChoice {
  if (view.currentSong === null && view.queue.length === 0) return "leave";
  return view.settings.host_controls ? "host-only" : "confirm";
}
