// The session lifecycle rules a client applies (docs/product.md#session-lifecycle, with its
// 30-second rule), as pure functions.
import { EMPTY_SESSION_TIMEOUT_MS, FAILED_MESSAGE_RETRY_WINDOW_MS } from "@encore/shared";
import { otherDevices, type SessionView } from "./session-reducer";

/** A SONG_ENDED that could not be sent, kept (across a reload too) with the time it failed. */
export interface FailedSongEnded {
  code: string;
  queue_id: string;
  at: number;
}

export function parseFailedSongEnded(text: string | null): FailedSongEnded | null {
  if (!text) return null;
  try {
    const value: unknown = JSON.parse(text);
    if (typeof value !== "object" || value === null) return null;
    const { code, queue_id, at } = value as Record<string, unknown>;
    if (typeof code !== "string" || typeof queue_id !== "string" || typeof at !== "number") {
      return null;
    }
    return { code, queue_id, at };
  } catch {
    return null;
  }
}

/** Resent on reconnect only when it failed under 30 s ago, and for the same session. */
export function shouldResendSongEnded(
  failed: FailedSongEnded | null,
  code: string,
  now: number,
): boolean {
  return (
    failed !== null && failed.code === code && now - failed.at < FAILED_MESSAGE_RETRY_WINDOW_MS
  );
}

/**
 * The 30-second rule: an idle session (no current song, an empty queue, no device but the screen)
 * for 30 s, after at least one other device had joined. A party whose phones sleep keeps playing.
 */
export interface IdleWatch {
  /** Another device has been in the session since the screen joined it. */
  hadOtherDevice: boolean;
  /** When the session became idle; null while it is not. */
  idleSince: number | null;
}

export const IDLE_WATCH_START: IdleWatch = { hadOtherDevice: false, idleSince: null };

export function watchIdle(watch: IdleWatch, view: SessionView, now: number): IdleWatch {
  if (view.status !== "joined") return watch;
  const others = otherDevices(view);
  const hadOtherDevice = watch.hadOtherDevice || others > 0;
  const idle =
    hadOtherDevice && others === 0 && view.currentSong === null && view.queue.length === 0;
  if (!idle) return { hadOtherDevice, idleSince: null };
  return { hadOtherDevice, idleSince: watch.idleSince ?? now };
}

/** When the screen must leave (clear its stored session and go to `/`), or null. */
export function idleDeadline(watch: IdleWatch): number | null {
  return watch.idleSince === null ? null : watch.idleSince + EMPTY_SESSION_TIMEOUT_MS;
}
