// A session's state as the cloud keeps it. Items carry their length (when the catalogue knows
// it) so the cloud can move on by itself if no screen reports a song's end.
import {
  DEFAULT_PARTY_SETTINGS,
  type AddedByUser,
  type PartySettings,
  type PartySettingsChange,
  type QueueItem,
  type ServerEventName,
  type ServerEvents,
  type Song,
} from "@encore/shared";
import type { UndoRecord } from "./undo.js";
import type { PersonKeys } from "./singer-book.js";

export interface SessionItem extends QueueItem {
  /** The video's length in ms, when known; sent to clients as `duration_s`. */
  length_ms: number | null;
  /** The screen already reported this song's length (VIDEO_INFO counts once per song). */
  length_reported?: true;
  /**
   * The length the screen reported, in ms: the cloud's deadline follows it, but devices keep
   * `duration_s` as the song started with, so a device that joins later counts the same waits as
   * those that saw it start (docs/decisions.md, "One wait on every device").
   */
  reported_ms?: number;
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
  /** The party's settings (docs/product.md#the-host). */
  settings: PartySettings;
  /** The 4-digit host PIN, made with the session; null for a session from before PINs. */
  hostPin: string | null;
  /** The singers who gave the PIN: the party's hosts beside its screen. */
  hosts: string[];
  /** When the song on now started, shifted by its pauses (epoch ms); null when stopped. */
  startedAt: number | null;
  /** When the song on now was paused or stopped; null while it plays. */
  pausedAt: number | null;
  /** Changes that can still be undone, oldest first (undo.ts); kept 10 s. */
  undos: UndoRecord[];
  /** The next undo_id's number: an undo_id works once, so none is reused within a session. */
  nextUndoNumber: number;
  /**
   * The party this one moved to (its screen started a new one): devices joining this code are
   * sent there (docs/protocol.md#session-moved). `at`: when, epoch ms.
   */
  movedTo: { code: string; joinToken: string; at: number } | null;
  /** Which singer each person of the party is: person-key → singer (singer-book.ts). */
  people: Readonly<Record<string, string>>;
  /** Singers the host merged into another: merged singer → the one it became (singer-edits.ts). */
  aliases: Readonly<Record<string, string>>;
}

export const EMPTY_SESSION: SessionState = {
  queue: [],
  current: null,
  playing: false,
  nextQueueNumber: 1,
  timer: null,
  settings: DEFAULT_PARTY_SETTINGS,
  hostPin: null,
  hosts: [],
  startedAt: null,
  pausedAt: null,
  undos: [],
  nextUndoNumber: 1,
  movedTo: null,
  people: {},
  aliases: {},
};

/** A stored state from before settings, hosts and clocks, with their defaults. */
export function withDefaults(
  state: Partial<SessionState> & Pick<SessionState, "queue">,
): SessionState {
  return { ...EMPTY_SESSION, ...state };
}

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
  | { type: "DEFER_SONG"; queueId: string }
  | { type: "HOST_UNLOCK"; pin: string }
  /** The cloud's own: too many wrong PINs were tried in the party; `pin` is made outside. */
  | { type: "RENEW_PIN"; pin: string }
  /** The cloud's own, as a socket joins: who the person is in the party (singer-book.ts). */
  | { type: "KNOW_PERSON"; person: PersonKeys }
  | { type: "UPDATE_SETTINGS"; change: PartySettingsChange }
  | { type: "VIDEO_INFO"; queueId?: string | undefined; durationS: number }
  | { type: "UNDO"; undoId: string }
  | { type: "MERGE_SINGER"; singer: string; into: string }
  | { type: "REMOVE_SINGER"; singer: string }
  /** The cloud's own: the party's screen started a new party, which this one's devices follow. */
  | { type: "MOVED_TO"; code: string; joinToken: string }
  /** The cloud's own: a timer of the session is due. */
  | { type: "TIMER" };

/** An event for every device of the session (sender-only events are not the machine's). */
export type BroadcastEventName = Exclude<
  ServerEventName,
  | "SESSION_CREATED"
  | "SESSION_JOINED"
  | "DEVICE_JOINED"
  | "DEVICE_LEFT"
  | "HOST_GRANTED"
  | "HOST_PIN_RENEWED"
  | "SCREEN_LEFT"
  | "SCREEN_JOINED"
  | "SESSION_MOVED"
  | "ERROR"
>;
export type SessionEvent = {
  [E in BroadcastEventName]: { type: E; data: ServerEvents[E] };
}[BroadcastEventName];

export interface SessionTimings {
  /** The next song starts 2 s after one ends (docs/product.md#playback). */
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

/** Who sent a command: their singer, and whether the socket is the session's screen. */
export interface Actor {
  singer: string;
  screen: boolean;
  /** The name the socket gave (or its account's): who an undo offer says made the change. */
  name?: string;
}

export function toQueueItem(item: SessionItem): QueueItem {
  const { length_ms: length, length_reported: _reported, reported_ms: _own, ...wire } = item;
  return { ...wire, duration_s: length === null ? null : Math.round(length / 1000) };
}
