// Puts a session's events back in the order the cloud committed them. With several instances, the
// one running a command delivers its events to its own sockets at once and to the others through
// Redis, so a device can receive version 6 before version 5; a late PLAYBACK_PAUSED or SONG_ENDED
// must still be applied, in its place, not dropped (only queue events carry the whole state).
// Pure: time comes in as `now`; the client arms the timer and asks for the state again.

/** An event as received: its name and its data, which may carry the session's `version`. */
export interface ReceivedEvent {
  name: string;
  data: unknown;
}

export interface EventOrder {
  /** An event as it arrives; returns what to hand to listeners now, in order (maybe nothing). */
  receive(event: ReceivedEvent, now: number): ReceivedEvent[];
  /** Joining a session anew: what arrives from the previous one before its snapshot is dropped. */
  reset(): void;
  /** The whole state was asked for again (SESSION_JOINED will answer): hold events until then. */
  resync(now: number): void;
  /**
   * When to ask for the whole state (again): a missing version has not arrived, or the snapshot
   * asked for has not; null when nothing is missing.
   */
  resyncDeadline(): number | null;
}

export interface EventOrderTimeouts {
  /** How long a missing version may be in flight before the client asks for the whole state. */
  gapMs: number;
  /** How long the answer to that may take before it is asked for again (a cloud instance's
   * join can wait 2 s twice for a dead instance to answer a device count). */
  snapshotMs: number;
}

export const EVENT_ORDER_TIMEOUTS: EventOrderTimeouts = { gapMs: 1_000, snapshotMs: 6_000 };

export const SNAPSHOT_EVENT = "SESSION_JOINED";

function versionOf(data: unknown): number | undefined {
  const version = (data as { version?: unknown } | null | undefined)?.version;
  return typeof version === "number" ? version : undefined;
}

/**
 * The first version an event stands for: its `since` when the cloud left out earlier events it
 * replaces (a newer queue sent for several commands of a burst), else its own version.
 */
function sinceOf(data: unknown, version: number): number {
  const since = (data as { since?: unknown } | null | undefined)?.since;
  return typeof since === "number" && since <= version ? since : version;
}

/**
 * A session's events are numbered one after another, each its own version (a command's
 * SONG_QUEUED and SONG_STARTED are two), so a gap always means an event still on its way. The
 * next version is applied at once, an older one or one already seen is dropped, a newer one waits
 * until the versions before it have arrived. Events without a version (DEVICE_JOINED, ERROR) are
 * not ordered; a snapshot with one (SESSION_JOINED) sets where the count stands. An event with
 * `since` stands for every version from `since` to its own: it follows on from `since - 1`.
 */
export function createEventOrder(timeouts = EVENT_ORDER_TIMEOUTS): EventOrder {
  /** The last version applied; null until a snapshot or the first event says where we are. */
  let last: number | null = null;
  /** Events of `last` already applied; "all" once a snapshot covers that version. */
  let atLast: Set<string> | "all" = "all";
  /** Newer versions, waiting for the ones before them. */
  const held = new Map<number, ReceivedEvent[]>();
  /** While a snapshot is awaited: drop (another session's events) or hold (ours). */
  let awaiting: "drop" | "hold" | null = "drop";
  let deadline: number | null = null;

  function hold(event: ReceivedEvent, version: number): void {
    const waiting = held.get(version) ?? [];
    if (waiting.some((other) => other.name === event.name)) return; // a duplicate
    waiting.push(event);
    held.set(version, waiting);
  }

  /** The newest held version that follows on from `after` (standing for `after + 1`), if any. */
  function followingHeld(after: number): number | undefined {
    let found: number | undefined;
    for (const [version, events] of held) {
      const since = Math.min(...events.map((event) => sinceOf(event.data, version)));
      if (since <= after + 1 && (found === undefined || version > found)) found = version;
    }
    return found;
  }

  /** Applies held versions that now follow on; forgets held ones already covered. */
  function release(now: number): ReceivedEvent[] {
    const out: ReceivedEvent[] = [];
    for (const version of held.keys()) if (last !== null && version <= last) held.delete(version);
    for (;;) {
      const following = last === null ? undefined : followingHeld(last);
      if (following === undefined) break;
      const next = held.get(following) as ReceivedEvent[];
      held.delete(following);
      last = following;
      atLast = new Set(next.map((event) => event.name));
      out.push(...next);
    }
    // Progress: a version still missing after these gets the whole wait again.
    deadline = held.size > 0 ? now + timeouts.gapMs : null;
    return out;
  }

  function snapshot(event: ReceivedEvent, version: number | undefined, now: number) {
    if (version === undefined) {
      // A cloud that does not stamp snapshots: the next stamped event sets the count.
      awaiting = null;
      last = null;
      held.clear();
      deadline = null;
      return [event];
    }
    // Older than what is shown: a refusal's fresh state overtaken by a newer event. Ignored.
    if (last !== null && version < last) return [];
    awaiting = null;
    last = version;
    atLast = "all";
    return [event, ...release(now)];
  }

  return {
    receive(event, now) {
      const version = versionOf(event.data);
      if (event.name === SNAPSHOT_EVENT) return snapshot(event, version, now);
      if (version === undefined) return [event];
      if (awaiting === "drop") return [];
      if (awaiting === "hold") {
        if (last === null || version > last) hold(event, version);
        return [];
      }
      if (last === null) {
        last = version;
        atLast = new Set([event.name]);
        return [event];
      }
      if (version < last) return [];
      if (version === last) {
        // Another event at the version just applied: a cloud from before events were numbered
        // one by one stamped all of a command's events alike (a rolling upgrade). Apply it once.
        if (atLast === "all" || atLast.has(event.name)) return [];
        if (sinceOf(event.data, version) < version) return []; // covered by what was applied
        atLast.add(event.name);
        return [event];
      }
      if (sinceOf(event.data, version) <= last + 1) {
        last = version;
        atLast = new Set([event.name]);
        return [event, ...release(now)];
      }
      hold(event, version);
      deadline ??= now + timeouts.gapMs;
      return [];
    },

    reset() {
      awaiting = "drop";
      last = null;
      atLast = "all";
      held.clear();
      deadline = null;
    },

    resync(now) {
      awaiting = "hold";
      deadline = now + timeouts.snapshotMs;
    },

    resyncDeadline() {
      return deadline;
    },
  };
}
