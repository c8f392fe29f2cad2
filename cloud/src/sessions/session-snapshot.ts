import type { QueueItem, ServerEvents, SessionSnapshot } from "@encore/shared";
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

/**
 * The snapshot as one user sees it: is_favorite set for their favorites among the songs. The
 * stored state and the socket broadcasts keep false, since they go to every device in the room.
 */
export function withFavorites(
  snapshot: SessionSnapshot,
  favorites: ReadonlySet<number>,
): SessionSnapshot {
  const mark = (item: QueueItem): QueueItem => ({
    ...item,
    is_favorite: favorites.has(item.db_id),
  });
  return {
    ...snapshot,
    current_song: snapshot.current_song && mark(snapshot.current_song),
    queue: snapshot.queue.map(mark),
  };
}

/**
 * SESSION_JOINED: the snapshot with its session's code and, when known, the version it is at, so
 * a device drops events it already covers and applies the ones after it (event-order.ts).
 */
export function joinedEvent(
  code: string,
  state: SessionState,
  version: number | undefined,
  deviceCount: number,
): ServerEvents["SESSION_JOINED"] {
  return {
    code,
    ...toSnapshot(state, deviceCount),
    ...(version === undefined ? {} : { version }),
  };
}
