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

/** What a join's SESSION_JOINED says beyond the snapshot, for the device that joins. */
export interface JoinedExtras {
  /** The session's join token (docs/decisions.md, Join tokens). */
  joinToken?: string | null | undefined;
  /** The joining device's singer (singers.ts). */
  singer?: string | undefined;
  /** The device is the session's screen: the host, and the one told the host PIN. */
  screen?: boolean;
  /** Whether the party's screen is connected now (docs/protocol.md#screen-presence). */
  screenConnected?: boolean;
}

/**
 * When the song on now started, as if it had never been paused: what has played is
 * `now - started_at` (shared/src/turns/wait-estimate.ts). Null when nothing plays, or stopped.
 */
export function startedAtFor(state: SessionState, now: number): number | null {
  if (state.current === null || state.startedAt === null) return null;
  if (state.playing || state.pausedAt === null) return state.startedAt;
  return state.startedAt + (now - state.pausedAt);
}

/**
 * SESSION_JOINED: the snapshot with its session's code and, when known, the version it is at, so
 * a device drops events it already covers and applies the ones after it (event-order.ts); the
 * party's settings and clock; and on a join, the extras for the device that joins (whether it is
 * the host, and the PIN for the screen only: docs/product.md#the-host).
 */
export function joinedEvent(
  code: string,
  state: SessionState,
  version: number | undefined,
  deviceCount: number,
  now: number,
  extras: JoinedExtras = {},
): ServerEvents["SESSION_JOINED"] {
  const { joinToken, singer, screen = false, screenConnected } = extras;
  const joined = singer !== undefined || screen;
  const isHost = screen || (singer !== undefined && state.hosts.includes(singer));
  return {
    code,
    ...toSnapshot(state, deviceCount),
    settings: state.settings,
    started_at: startedAtFor(state, now),
    ...(joinToken ? { join_token: joinToken } : {}),
    ...(singer ? { singer } : {}),
    ...(joined ? { is_host: isHost } : {}),
    ...(screen && state.hostPin !== null ? { host_pin: state.hostPin } : {}),
    ...(screenConnected === undefined ? {} : { screen_connected: screenConnected }),
    ...(version === undefined ? {} : { version }),
  };
}
