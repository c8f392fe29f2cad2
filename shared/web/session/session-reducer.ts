// The session as a device renders it, and how each server event changes it (CONTRACT §4). Pure:
// the connection feeds events in, components read the result.
import type { QueueItem, ServerEventName, ServerEvents } from "@encore/shared";

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
};

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
      };
    case "DEVICE_JOINED":
    case "DEVICE_LEFT":
      return { ...view, deviceCount: event.data.device_count };
    case "SONG_QUEUED":
    case "SONG_REMOVED":
    case "QUEUE_REORDERED":
      return { ...view, queue: event.data.queue };
    case "SONG_STARTED":
      return {
        ...view,
        currentSong: event.data.song,
        queue: event.data.queue,
        playing: true,
        stopped: false,
        endedAt: null,
      };
    case "SONG_ENDED":
      return { ...view, currentSong: null, queue: event.data.queue, playing: false, endedAt: now };
    case "QUEUE_CLEARED":
      return {
        ...view,
        queue: event.data.queue,
        currentSong: event.data.current_song,
        playing: event.data.current_song === null ? false : view.playing,
        endedAt: null,
      };
    case "PLAYBACK_PAUSED":
      return { ...view, playing: false };
    case "PLAYBACK_STOPPED":
      return { ...view, playing: false, stopped: true };
    case "PLAYBACK_RESUMED":
      return { ...view, playing: view.currentSong !== null, stopped: false };
    case "SESSION_CREATED":
      return { ...view, code: event.data.code };
    case "ERROR":
      return view;
  }
}

/** The next song and its singer, shown during the auto-next gap (CONTRACT §5 "Up next"). */
export function upNext(view: SessionView): QueueItem | null {
  if (view.currentSong !== null || view.endedAt === null) return null;
  return view.queue[0] ?? null;
}

/** Devices other than this screen (CONTRACT §5 device dot). */
export function otherDevices(view: SessionView): number {
  return Math.max(0, view.deviceCount - 1);
}

export function deviceDotTitle(others: number): string {
  if (others === 0) return "No devices connected";
  return `${others} device${others === 1 ? "" : "s"} connected`;
}

/** Whether anything is on: a song playing or paused, or songs waiting. */
export function hasParty(view: SessionView): boolean {
  return view.currentSong !== null || view.queue.length > 0;
}
