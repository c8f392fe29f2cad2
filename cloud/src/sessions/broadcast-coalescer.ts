// A session's events go out at most once per tick (docs/decisions.md, "A whole party at once").
// In a burst, forty phones' commands each change the queue; sending the whole queue to
// every device for each one is what used to take the instance's time. Here the events committed
// while a session's last broadcast is less than a tick old wait for the next one, and an event
// whose effect a later command's event entirely replaces (a queue, then a newer queue) is left
// out: the later event goes with `since`, the first version it stands for, so a device sees no
// gap (shared/src/protocol/event-order.ts). A session that was quiet for a tick is sent to at
// once (in the next turn), so a single command waits for nothing. A long queue makes the tick
// longer: each device is sent at most so many queue items a second.
import type { BroadcastEventName, SessionEvent } from "./session-state.js";

/** What a device's view holds (shared/web/session/session-reducer.ts). */
type Field = "queue" | "current" | "playing" | "stopped" | "ended" | "clock" | "settings";

/**
 * For each event: the fields of a device's view it may change, the fields it sets from its own
 * data alone (whatever they held before), and the fields whose value before it reads.
 */
const EFFECTS: Record<
  BroadcastEventName,
  { changes: readonly Field[]; replaces: readonly Field[]; reads: readonly Field[] }
> = {
  SONG_QUEUED: { changes: ["queue"], replaces: ["queue"], reads: [] },
  SONG_REMOVED: { changes: ["queue"], replaces: ["queue"], reads: [] },
  QUEUE_REORDERED: { changes: ["queue"], replaces: ["queue"], reads: [] },
  SONG_STARTED: {
    changes: ["current", "queue", "playing", "stopped", "ended", "clock"],
    replaces: ["current", "queue", "playing", "stopped", "ended", "clock"],
    reads: [],
  },
  SONG_ENDED: {
    changes: ["current", "queue", "playing", "ended"],
    replaces: ["current", "queue", "playing", "ended"],
    reads: [],
  },
  // Playing stays as it was unless nothing is current any more.
  QUEUE_CLEARED: {
    changes: ["queue", "current", "playing", "ended"],
    replaces: ["queue", "current", "ended"],
    reads: ["playing"],
  },
  // The clock: when the song on now started, and when this device saw it paused.
  PLAYBACK_PAUSED: { changes: ["playing", "clock"], replaces: ["playing"], reads: ["clock"] },
  PLAYBACK_STOPPED: {
    changes: ["playing", "stopped", "clock"],
    replaces: ["playing", "stopped"],
    reads: ["clock"],
  },
  // Playing only if a song is current.
  PLAYBACK_RESUMED: {
    changes: ["playing", "stopped", "clock"],
    replaces: ["stopped", "clock"],
    reads: ["current"],
  },
  SETTINGS_CHANGED: { changes: ["settings"], replaces: ["settings"], reads: [] },
};

/** Whether `later` applied alone leaves a device's view as `earlier` then `later` would. */
export function replaces(later: BroadcastEventName, earlier: BroadcastEventName): boolean {
  const { replaces: set, reads } = EFFECTS[later];
  return EFFECTS[earlier].changes.every((field) => set.includes(field) && !reads.includes(field));
}

/**
 * Whether an event offers an undo or says one was made (docs/protocol.md#undo): never left out,
 * since no later event carries its offer, and a device that missed `undone` would keep offering
 * what was put back.
 */
export function carriesUndo(event: SessionEvent): boolean {
  const data = event.data as { undo_id?: unknown; undone?: unknown } | undefined;
  return data?.undo_id !== undefined || data?.undone !== undefined;
}

/**
 * An event as committed: its session version, and which command (broadcast call) made it; `since`
 * when it already stands for earlier versions too (one coalesced before).
 */
export interface CommittedEvent {
  event: SessionEvent;
  version: number;
  since?: number;
  command: number;
}

/** An event to send: `since` when it also stands for the versions from `since` to its own. */
export interface OutgoingEvent {
  event: SessionEvent;
  version: number;
  since?: number;
}

/**
 * The events to send for those committed since the last broadcast, in version order. An event is
 * left out when the next one sent, of a later command and next in version, replaces it, unless it
 * carries an undo offer or an undo (carriesUndo); a command's own events are all sent (what it did, as it did it: a QUEUE_SONG that starts the
 * song says both).
 */
export function coalesce(committed: readonly CommittedEvent[]): OutgoingEvent[] {
  return append([], committed).map(({ command: _command, ...outgoing }) => outgoing);
}

/**
 * `coalesce` as it goes: `later` added to `out`, itself already coalesced, leaving out what they
 * replace. A tick's events are kept this way while they wait, so a burst's superseded queues are
 * garbage at once rather than held (and copied by the collector) until the tick ends.
 */
function append(out: CommittedEvent[], later: readonly CommittedEvent[]): CommittedEvent[] {
  for (const { event, version, command, since: own } of later) {
    let since = own;
    for (;;) {
      const previous = out.at(-1);
      if (
        !previous ||
        previous.command === command ||
        previous.version !== (since ?? version) - 1 ||
        !replaces(event.type, previous.event.type) ||
        carriesUndo(previous.event)
      )
        break;
      out.pop();
      since = previous.since ?? previous.version;
    }
    out.push({ event, version, command, ...(since === undefined ? {} : { since }) });
  }
  return out;
}

export interface BroadcastCoalescerOptions {
  /** Sends a tick's events to the session's room, in order. */
  emit: (code: string, events: readonly OutgoingEvent[]) => void;
  /** At least this long between two broadcasts of a session. */
  tickMs: number;
  /**
   * Queue items a device may be sent per second: after a broadcast carrying n items, the next
   * waits at least n / itemsPerSecond seconds (a 420-song queue is about 170 KB).
   */
  itemsPerSecond: number;
  /** Told when sending failed (e.g. the adapter's Redis closing); the waiters are freed anyway. */
  onError: (error: unknown, code: string) => void;
}

export interface BroadcastCoalescer {
  /** A command's events, numbered on from `before`; they go out with the session's next tick. */
  broadcast(code: string, events: readonly SessionEvent[], before: number): void;
  /** Settles once every event of the session handed in so far has gone out. */
  sent(code: string): Promise<void>;
}

/** A session broadcast to less than a tick ago, or about to be. */
interface Pending {
  committed: CommittedEvent[];
  waiters: (() => void)[];
}

export function createBroadcastCoalescer(options: BroadcastCoalescerOptions): BroadcastCoalescer {
  const sessions = new Map<string, Pending>();
  let commands = 0;

  /** Sends what waits; answers how long the tick after it lasts. */
  function flush(code: string, pending: Pending): number {
    const { committed, waiters } = pending;
    pending.committed = [];
    pending.waiters = [];
    const outgoing = coalesce(committed);
    try {
      options.emit(code, outgoing);
    } catch (error) {
      options.onError(error, code);
    }
    for (const wake of waiters) wake();
    const items = outgoing.reduce(
      (sum, { event }) =>
        sum + ((event.data as { queue?: readonly unknown[] } | undefined)?.queue?.length ?? 0),
      0,
    );
    return Math.max(options.tickMs, (items / options.itemsPerSecond) * 1000);
  }

  /** After a flush, the tick: what arrives meanwhile waits for its end. */
  function cool(code: string, pending: Pending, tickMs: number): void {
    setTimeout(() => {
      if (pending.committed.length === 0) {
        sessions.delete(code);
        return;
      }
      cool(code, pending, flush(code, pending));
    }, tickMs);
  }

  return {
    broadcast(code, events, before) {
      if (events.length === 0) return;
      commands += 1;
      const command = commands;
      let pending = sessions.get(code);
      if (!pending) {
        const fresh: Pending = { committed: [], waiters: [] };
        // Quiet for a tick: out in the next turn, with whatever else this turn commits.
        setImmediate(() => cool(code, fresh, flush(code, fresh)));
        sessions.set(code, fresh);
        pending = fresh;
      }
      append(
        pending.committed,
        events.map((event, index) => ({ event, version: before + 1 + index, command })),
      );
    },

    sent(code) {
      const pending = sessions.get(code);
      if (!pending || pending.committed.length === 0) return Promise.resolve();
      return new Promise((resolve) => pending.waiters.push(resolve));
    },
  };
}
