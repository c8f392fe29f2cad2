// A session's state as the cloud keeps it. Items carry their length (when the catalogue knows
// it) so the cloud can move on by itself if no screen reports a song's end.
import type { AddedByUser, QueueItem, ServerEventName, ServerEvents, Song } from "@encore/shared";

export interface SessionItem extends QueueItem {
  /** The video's length in ms, when known; never sent to clients. */
  length_ms: number | null;
}

/** When the cloud acts on its own: end a song nobody reported, or start the next one. */
export type SessionTimer =
  | { kind: "song-deadline"; at: number }
  | { kind: "paused"; remainingMs: number }
  | { kind: "auto-next"; at: number };

export interface SessionState {
  queue: SessionItem[];
  current: SessionItem | null;
  playing: boolean;
  /** The next queue_id's number: queue_ids are never reused within a session. */
  nextQueueNumber: number;
  timer: SessionTimer | null;
}

export const EMPTY_SESSION: SessionState = {
  queue: [],
  current: null,
  playing: false,
  nextQueueNumber: 1,
  timer: null,
};

/** A catalogue song ready to queue: the wire Song plus its length. */
export interface CatalogueSong extends Song {
  length_ms: number | null;
}

export type SessionCommand =
  | { type: "QUEUE_SONG"; song: CatalogueSong; addedBy: AddedByUser }
  | { type: "PLAY_SONG"; song: CatalogueSong; addedBy: AddedByUser }
  | { type: "REMOVE_SONG"; index: number; queueId?: string | undefined }
  | { type: "REORDER_QUEUE"; from: number; to: number; queueId?: string | undefined }
  | { type: "SONG_ENDED"; queueId?: string | undefined }
  | { type: "VIDEO_ERROR"; queueId?: string | undefined }
  | { type: "CLEAR_QUEUE" }
  | { type: "CLEAR_ALL" }
  | { type: "PAUSE_PLAYBACK" }
  | { type: "RESUME_PLAYBACK" }
  | { type: "STOP_PLAYBACK" }
  | { type: "SKIP_SONG" }
  | { type: "PLAY_NEXT" }
  /** The cloud's own: a timer of the session is due. */
  | { type: "TIMER" };

/** An event for every device of the session (sender-only events are not the machine's). */
export type BroadcastEventName = Exclude<
  ServerEventName,
  "SESSION_CREATED" | "SESSION_JOINED" | "DEVICE_JOINED" | "DEVICE_LEFT" | "ERROR"
>;
export type SessionEvent = {
  [E in BroadcastEventName]: { type: E; data: ServerEvents[E] };
}[BroadcastEventName];

export interface SessionTimings {
  /** Spec §9: the next song starts 2 s after one ends. */
  autoNextDelayMs: number;
  /** Added to a song's length before the cloud decides no screen will report its end. */
  graceMs: number;
  /** How long a song of unknown length may play before the cloud moves on. */
  unknownLengthMs: number;
}

export const DEFAULT_TIMINGS: SessionTimings = {
  autoNextDelayMs: 2000,
  graceMs: 30_000,
  unknownLengthMs: 15 * 60_000,
};

export function toQueueItem(item: SessionItem): QueueItem {
  const { length_ms: _length, ...wire } = item;
  return wire;
}
