// The session as a device renders it, and how each server event changes it
// (docs/protocol.md#server-events). Pure: the connection feeds events in, components read the
// result.
import {
  DEFAULT_PARTY_SETTINGS,
  type PartySettings,
  type QueueItem,
  type ServerEventName,
  type ServerEvents,
  type UndoOffer,
} from "@encore/shared";

/** How long a change can be undone (docs/protocol.md#undo). */
export const UNDO_WINDOW_MS = 10_000;

/** An undo offer as a device holds it: `at`, when this device heard of it (its own clock). */
export interface HeldUndo {
  offer: UndoOffer;
  at: number;
}

export type ConnectionStatus = "idle" | "connecting" | "joined" | "reconnecting";

export interface SessionView {
  code: string | null;
  status: ConnectionStatus;
  deviceCount: number;
  currentSong: QueueItem | null;
  queue: QueueItem[];
  playing: boolean;
  /** Stopped (not only paused): the video is halted, and Play starts the song again. */
  stopped: boolean;
  /** Set while the cloud has ended a song and the next starts after the auto-next delay. */
  endedAt: number | null;
  /** The session's join token, for the join QR code and for sharing the party. */
  joinToken: string | null;
  /** This device's singer in the party, as the cloud gave it on joining (null before). */
  singer: string | null;
  /** The party's settings (the defaults until the cloud says otherwise). */
  settings: PartySettings;
  /** This device is the party's host: the screen, or a phone that gave the PIN. */
  isHost: boolean;
  /** The host PIN, on the party's screen only. */
  hostPin: string | null;
  /** The cloud's epoch ms the song on now started at, as if never paused; null if unknown. */
  startedAt: number | null;
  /** When this device saw the song on now paused or stopped (its own clock); null while playing. */
  pausedAt: number | null;
  /** Whether the party's screen is connected; null until the cloud says. */
  screenConnected: boolean | null;
  /** Changes that can still be undone, oldest first (docs/protocol.md#undo). */
  undos: HeldUndo[];
  /** The party moved: its screen started a new one, which this device follows. */
  movedTo: { code: string; joinToken: string } | null;
}

export const EMPTY_SESSION: SessionView = {
  code: null,
  status: "idle",
  deviceCount: 0,
  currentSong: null,
  queue: [],
  playing: false,
  stopped: false,
  endedAt: null,
  joinToken: null,
  singer: null,
  settings: DEFAULT_PARTY_SETTINGS,
  isHost: false,
  hostPin: null,
  startedAt: null,
  pausedAt: null,
  screenConnected: null,
  undos: [],
  movedTo: null,
};

/** The undo offers a broadcast adds or ends: expired ones dropped, `undone` removed. */
function withUndo(
  undos: HeldUndo[],
  data: { undo?: UndoOffer | undefined; undone?: string | undefined },
  now: number,
): HeldUndo[] {
  let kept = undos.filter(
    (held) => now - held.at < UNDO_WINDOW_MS && held.offer.undo_id !== data.undone,
  );
  if (data.undo && !kept.some((held) => held.offer.undo_id === data.undo?.undo_id))
    kept = [...kept, { offer: data.undo, at: now }];
  return kept.length === undos.length && kept.every((held, i) => held === undos[i]) ? undos : kept;
}

export type SessionEvent = {
  [E in ServerEventName]: { name: E; data: ServerEvents[E] };
}[ServerEventName];

export function applySessionEvent(
  view: SessionView,
  event: SessionEvent,
  now: number,
): SessionView {
  switch (event.name) {
    case "SESSION_JOINED":
      return {
        ...view,
        code: event.data.code,
        status: "joined",
        deviceCount: event.data.device_count,
        currentSong: event.data.current_song,
        queue: event.data.queue,
        playing: event.data.playing,
        stopped: false,
        endedAt: null,
        joinToken: event.data.join_token ?? view.joinToken,
        singer: event.data.singer ?? view.singer,
        settings: event.data.settings ?? view.settings,
        isHost: event.data.is_host ?? view.isHost,
        hostPin: event.data.host_pin ?? view.hostPin,
        startedAt: event.data.started_at === undefined ? view.startedAt : event.data.started_at,
        pausedAt: event.data.playing ? null : now,
        screenConnected: event.data.screen_connected ?? view.screenConnected,
      };
    case "DEVICE_JOINED":
    case "DEVICE_LEFT":
      return { ...view, deviceCount: event.data.device_count };
    case "SONG_QUEUED":
    case "SONG_REMOVED":
    case "QUEUE_REORDERED":
      return { ...view, queue: event.data.queue, undos: withUndo(view.undos, event.data, now) };
    case "SONG_STARTED":
      return {
        ...view,
        undos: withUndo(view.undos, event.data, now),
        currentSong: event.data.song,
        queue: event.data.queue,
        playing: true,
        stopped: false,
        endedAt: null,
        startedAt: event.data.started_at ?? now,
        pausedAt: null,
      };
    case "SONG_ENDED":
      return {
        ...view,
        currentSong: null,
        queue: event.data.queue,
        playing: false,
        endedAt: now,
        undos: withUndo(view.undos, event.data, now),
      };
    case "QUEUE_CLEARED":
      return {
        ...view,
        undos: withUndo(view.undos, event.data, now),
        queue: event.data.queue,
        currentSong: event.data.current_song,
        playing: event.data.current_song === null ? false : view.playing,
        endedAt: null,
      };
    case "PLAYBACK_PAUSED":
      return { ...view, playing: false, pausedAt: view.pausedAt ?? now };
    case "PLAYBACK_STOPPED":
      return { ...view, playing: false, stopped: true, pausedAt: view.pausedAt ?? now };
    case "PLAYBACK_RESUMED":
      return {
        ...view,
        playing: view.currentSong !== null,
        stopped: false,
        startedAt: event.data?.started_at ?? view.startedAt,
        pausedAt: null,
      };
    case "SETTINGS_CHANGED":
      return { ...view, settings: event.data.settings };
    case "HOST_GRANTED":
      return { ...view, isHost: true };
    case "HOST_PIN_RENEWED":
      return { ...view, hostPin: event.data.host_pin };
    case "SCREEN_LEFT":
      return { ...view, screenConnected: false };
    case "SCREEN_JOINED":
      return { ...view, screenConnected: true };
    case "SESSION_MOVED":
      return { ...view, movedTo: { code: event.data.code, joinToken: event.data.join_token } };
    case "SESSION_CREATED":
      return { ...view, code: event.data.code };
    case "ERROR":
      return view;
  }
}

/**
 * The next song and its singer, shown during the auto-next gap (docs/product.md#player, Up next).
 */
export function upNext(view: SessionView): QueueItem | null {
  if (view.currentSong !== null || view.endedAt === null) return null;
  return view.queue[0] ?? null;
}

/** Devices other than this screen (the device dot, docs/product.md#player). */
export function otherDevices(view: SessionView): number {
  return Math.max(0, view.deviceCount - 1);
}

/** The undo offers still open at `now`. */
export function openUndos(view: SessionView, now: number): HeldUndo[] {
  return view.undos.filter((held) => now - held.at < UNDO_WINDOW_MS);
}

/** Whether anything is on: a song playing or paused, or songs waiting. */
export function hasParty(view: SessionView): boolean {
  return view.currentSong !== null || view.queue.length > 0;
}
