// The session state machine of spec §4-§5: (state, command) → (new state, events) or an error.
// Pure: time comes in as `now`, and nothing here touches a socket or a database.
import { MAX_QUEUE_LENGTH } from "@encore/shared";
import {
  toQueueItem,
  type SessionCommand,
  type SessionEvent,
  type SessionItem,
  type SessionState,
  type SessionTimings,
} from "./session-state.js";

export type MachineResult =
  | { ok: true; state: SessionState; events: SessionEvent[]; started: SessionItem[] }
  | { ok: false; message: string; resync: boolean };

export const MESSAGES = {
  queueFull: `The queue is full (${MAX_QUEUE_LENGTH} songs)`,
  alreadyQueued: "That song is already in the queue",
  indexOutOfRange: "There is no song at that position in the queue",
  queueIdMismatch: "The queue has changed: that song is no longer at that position",
  staleEnd: "That song is no longer playing",
  nothingPlaying: "Nothing is playing",
  nothingToPlay: "Nothing to play: the queue is empty",
  nothingToSkip: "Nothing to skip",
} as const;

interface Context {
  now: number;
  timings: SessionTimings;
}

/** Accumulates the new state and its events while a command is applied. */
class Transition {
  readonly events: SessionEvent[] = [];
  readonly started: SessionItem[] = [];
  state: SessionState;

  constructor(
    state: SessionState,
    private readonly context: Context,
  ) {
    this.state = { ...state, queue: [...state.queue] };
  }

  private get wireQueue() {
    return this.state.queue.map(toQueueItem);
  }

  start(item: SessionItem): void {
    const { now, timings } = this.context;
    const length =
      item.length_ms === null ? timings.unknownLengthMs : item.length_ms + timings.graceMs;
    this.state.current = item;
    this.state.playing = true;
    this.state.timer = { kind: "song-deadline", at: now + length };
    this.started.push(item);
    this.events.push({
      type: "SONG_STARTED",
      data: { song: toQueueItem(item), queue: this.wireQueue },
    });
  }

  startHead(): boolean {
    const head = this.state.queue.shift();
    if (!head) return false;
    this.start(head);
    return true;
  }

  /** The current song is over; the next one starts after the auto-next delay. */
  end(): void {
    this.state.current = null;
    this.state.playing = false;
    this.state.timer =
      this.state.queue.length > 0
        ? { kind: "auto-next", at: this.context.now + this.context.timings.autoNextDelayMs }
        : null;
    this.events.push({ type: "SONG_ENDED", data: { queue: this.wireQueue } });
  }

  queueChanged(type: "SONG_QUEUED" | "SONG_REMOVED" | "QUEUE_REORDERED"): void {
    if (this.state.queue.length === 0 && this.state.timer?.kind === "auto-next")
      this.state.timer = null;
    this.events.push({ type, data: { queue: this.wireQueue } });
  }

  cleared(): void {
    const current = this.state.current;
    this.events.push({
      type: "QUEUE_CLEARED",
      data: { queue: this.wireQueue, current_song: current ? toQueueItem(current) : null },
    });
  }

  emit(type: "PLAYBACK_PAUSED" | "PLAYBACK_RESUMED" | "PLAYBACK_STOPPED"): void {
    this.events.push({ type, data: {} });
  }

  done(): MachineResult {
    return { ok: true, state: this.state, events: this.events, started: this.started };
  }
}

const refuse = (message: string, resync = false): MachineResult => ({ ok: false, message, resync });

function newItem(
  state: SessionState,
  command: Extract<SessionCommand, { song: unknown }>,
): SessionItem {
  return { ...command.song, queue_id: `q${state.nextQueueNumber}`, added_by_user: command.addedBy };
}

export function applyCommand(
  state: SessionState,
  command: SessionCommand,
  context: Context,
): MachineResult {
  const t = new Transition(state, context);
  const s = t.state;
  switch (command.type) {
    case "QUEUE_SONG": {
      if (s.queue.length >= MAX_QUEUE_LENGTH) return refuse(MESSAGES.queueFull);
      if (s.queue.some((item) => item.db_id === command.song.db_id))
        return refuse(MESSAGES.alreadyQueued);
      s.queue.push(newItem(s, command));
      s.nextQueueNumber += 1;
      t.queueChanged("SONG_QUEUED");
      // Spec §4: a queue going from 0 to 1 song with nothing current plays that song at once.
      if (s.current === null && s.queue.length === 1) t.startHead();
      return t.done();
    }
    case "PLAY_SONG": {
      const queued = s.queue.findIndex((item) => item.db_id === command.song.db_id);
      if (queued >= 0) s.queue.splice(queued, 1);
      const item = newItem(s, command);
      s.nextQueueNumber += 1;
      t.start(item);
      return t.done();
    }
    case "REMOVE_SONG": {
      const item = s.queue[command.index];
      if (!item) return refuse(MESSAGES.indexOutOfRange, true);
      if (command.queueId !== undefined && item.queue_id !== command.queueId) {
        return refuse(MESSAGES.queueIdMismatch, true);
      }
      s.queue.splice(command.index, 1);
      t.queueChanged("SONG_REMOVED");
      return t.done();
    }
    case "REORDER_QUEUE": {
      const item = s.queue[command.from];
      if (!item || command.to >= s.queue.length) return refuse(MESSAGES.indexOutOfRange, true);
      if (command.queueId !== undefined && item.queue_id !== command.queueId) {
        return refuse(MESSAGES.queueIdMismatch, true);
      }
      s.queue.splice(command.from, 1);
      s.queue.splice(command.to, 0, item);
      t.queueChanged("QUEUE_REORDERED");
      return t.done();
    }
    case "SONG_ENDED":
    case "VIDEO_ERROR": {
      if (s.current === null) return refuse(MESSAGES.staleEnd, true);
      if (command.queueId !== undefined && s.current.queue_id !== command.queueId) {
        return refuse(MESSAGES.staleEnd, true);
      }
      t.end();
      return t.done();
    }
    case "CLEAR_QUEUE": {
      s.queue = [];
      if (s.timer?.kind === "auto-next") s.timer = null;
      t.cleared();
      return t.done();
    }
    case "CLEAR_ALL": {
      s.queue = [];
      s.current = null;
      s.playing = false;
      s.timer = null;
      t.cleared();
      return t.done();
    }
    case "PAUSE_PLAYBACK": {
      if (s.current === null) return refuse(MESSAGES.nothingPlaying);
      if (!s.playing) return t.done();
      s.playing = false;
      if (s.timer?.kind === "song-deadline") {
        s.timer = { kind: "paused", remainingMs: Math.max(0, s.timer.at - context.now) };
      }
      t.emit("PLAYBACK_PAUSED");
      return t.done();
    }
    case "RESUME_PLAYBACK": {
      if (s.current === null) {
        if (!t.startHead()) return refuse(MESSAGES.nothingToPlay);
        return t.done();
      }
      if (s.playing) return t.done();
      s.playing = true;
      if (s.timer?.kind === "paused")
        s.timer = { kind: "song-deadline", at: context.now + s.timer.remainingMs };
      t.emit("PLAYBACK_RESUMED");
      return t.done();
    }
    case "STOP_PLAYBACK": {
      if (s.current === null) return refuse(MESSAGES.nothingPlaying);
      s.playing = false;
      // A stopped video starts again from the beginning: the whole length is left.
      const length =
        s.current.length_ms === null
          ? context.timings.unknownLengthMs
          : s.current.length_ms + context.timings.graceMs;
      s.timer = { kind: "paused", remainingMs: length };
      t.emit("PLAYBACK_STOPPED");
      return t.done();
    }
    case "SKIP_SONG": {
      if (s.current === null && s.queue.length === 0) return refuse(MESSAGES.nothingToSkip);
      if (s.current !== null) t.end();
      if (!t.startHead()) s.timer = null;
      return t.done();
    }
    case "PLAY_NEXT": {
      if (s.current === null && s.queue.length > 0) t.startHead();
      return t.done();
    }
    case "TIMER": {
      const timer = s.timer;
      if (!timer || timer.kind === "paused" || timer.at > context.now) return t.done();
      if (timer.kind === "song-deadline") {
        t.end();
        return t.done();
      }
      s.timer = null;
      if (s.current === null) t.startHead();
      return t.done();
    }
  }
}

/** When the session's timer is due (ms since the epoch), for the sweeper's index; null if never. */
export function dueAt(state: SessionState): number | null {
  return state.timer && state.timer.kind !== "paused" ? state.timer.at : null;
}
