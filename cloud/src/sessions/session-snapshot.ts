import type { SessionSnapshot } from "@encore/shared";
import { toQueueItem, type SessionState } from "./session-state.js";

/** The state a device renders: what GET /sessions/{code} and SESSION_JOINED carry. */
export function toSnapshot(state: SessionState, deviceCount: number): SessionSnapshot {
  return {
    device_count: deviceCount,
    current_song: state.current ? toQueueItem(state.current) : null,
    queue: state.queue.map(toQueueItem),
    playing: state.playing,
  };
}
