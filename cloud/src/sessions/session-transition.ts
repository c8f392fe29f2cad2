// A command being applied: the new state and the events it makes, for the session machine
// (session-machine.ts). Pure: time comes in through the context.
import type { Problem } from "@encore/shared";
import {
  toQueueItem,
  type Actor,
  type SessionEvent,
  type SessionItem,
  type SessionState,
  type SessionTimings,
} from "./session-state.js";
import { byOf, keepUndo, offerOf, type UndoRecord } from "./undo.js";

/** The events an undo offer or an undo's `undone` may ride on (server-events.ts). */
const UNDO_CARRIERS = new Set<SessionEvent["type"]>([
  "SONG_QUEUED",
  "SONG_REMOVED",
  "QUEUE_REORDERED",
  "SONG_STARTED",
  "SONG_ENDED",
  "QUEUE_CLEARED",
]);

export type MachineResult =
  | { ok: true; state: SessionState; events: SessionEvent[]; started: SessionItem[] }
  | ({ ok: false; resync: boolean } & Problem);

export interface MachineContext {
  now: number;
  timings: SessionTimings;
  /** Who sent the command; none for the cloud's own (its timer), which may do anything. */
  actor?: Actor | undefined;
}

/** Accumulates the new state and its events while a command is applied. */
export class Transition {
  readonly events: SessionEvent[] = [];
  readonly started: SessionItem[] = [];
  state: SessionState;

  constructor(
    state: SessionState,
    private readonly context: MachineContext,
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
    this.state.startedAt = now;
    this.state.pausedAt = null;
    this.started.push(item);
    this.events.push({
      type: "SONG_STARTED",
      data: { song: toQueueItem(item), queue: this.wireQueue, started_at: now },
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
    this.state.startedAt = null;
    this.state.pausedAt = null;
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

  emit(type: "PLAYBACK_PAUSED" | "PLAYBACK_STOPPED"): void {
    this.events.push({ type, data: {} });
  }

  resumed(): void {
    this.events.push({ type: "PLAYBACK_RESUMED", data: { started_at: this.state.startedAt } });
  }

  /**
   * The command took songs that may be put back for 10 seconds: kept in the state, and offered on
   * the command's first event (`undo_id`, `undo`). Only for a command a device sent.
   */
  offerUndo(
    action: UndoRecord["action"],
    queued: UndoRecord["queued"],
    current: SessionItem | null,
  ) {
    const { actor, now } = this.context;
    const first = this.events[0];
    if (!actor || !first || !UNDO_CARRIERS.has(first.type)) return;
    const record: UndoRecord = {
      id: `u${this.state.nextUndoNumber}`,
      action,
      at: now,
      by: byOf(actor),
      queued,
      current,
    };
    this.state.nextUndoNumber += 1;
    this.state.undos = keepUndo(this.state.undos, record);
    Object.assign(first.data ?? {}, { undo_id: record.id, undo: offerOf(record) });
  }

  /** Every event of an UNDO says which change it put back, so every device drops its offer. */
  undone(undoId: string): void {
    for (const event of this.events)
      if (UNDO_CARRIERS.has(event.type)) Object.assign(event.data ?? {}, { undone: undoId });
  }

  /** Waiting songs with nothing on: the next starts after the auto-next delay, as after an end. */
  autoNextIfIdle(): void {
    const s = this.state;
    if (s.current === null && s.queue.length > 0 && s.timer === null)
      s.timer = { kind: "auto-next", at: this.context.now + this.context.timings.autoNextDelayMs };
  }

  settingsChanged(): void {
    this.events.push({ type: "SETTINGS_CHANGED", data: { settings: this.state.settings } });
  }

  done(): MachineResult {
    return { ok: true, state: this.state, events: this.events, started: this.started };
  }
}
