// The session's broadcasts coalesced: what a device ends up showing is what it would have shown
// with every event, it never sees a gap, and a burst's commands share broadcasts.
import { createEventOrder } from "../../../shared/src/protocol/event-order.js";
import fc from "fast-check";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  applySessionEvent,
  EMPTY_SESSION as EMPTY_VIEW,
  type SessionEvent as ViewEvent,
  type SessionView,
} from "../../../shared/web/session/session-reducer.js";
import { catalogueSong } from "../test-support/session-fixtures.js";
import {
  coalesce,
  createBroadcastCoalescer,
  type CommittedEvent,
  type OutgoingEvent,
} from "./broadcast-coalescer.js";
import { applyCommand } from "./session-machine.js";
import {
  DEFAULT_TIMINGS,
  EMPTY_SESSION,
  type SessionCommand,
  type SessionEvent,
  type SessionState,
} from "./session-state.js";

const guest = { name: "Guest", avatar: null };
const queued = (version: number, command: number, ids: number[]): CommittedEvent => ({
  event: { type: "SONG_QUEUED", data: { queue: ids.map((id) => ({ db_id: id }) as never) } },
  version,
  command,
});
const event = (type: SessionEvent["type"], version: number, command: number): CommittedEvent =>
  ({
    event: { type, data: type.startsWith("PLAYBACK") ? {} : { queue: [] } },
    version,
    command,
  }) as CommittedEvent;
const summary = (out: OutgoingEvent[]) =>
  out.map(
    ({ event: e, version, since }) =>
      `${e.type}@${since === undefined ? "" : `${since}-`}${version}`,
  );

describe("coalescing a tick's events", () => {
  it("sends one queue for a burst of queue changes, standing for all their versions", () => {
    const out = coalesce([queued(5, 1, [1]), queued(6, 2, [1, 2]), queued(7, 3, [1, 2, 3])]);
    expect(summary(out)).toEqual(["SONG_QUEUED@5-7"]);
    expect(out[0]?.event.data).toEqual({ queue: [{ db_id: 1 }, { db_id: 2 }, { db_id: 3 }] });
  });

  it("keeps a command's own events, and what a later event does not replace", () => {
    expect(
      summary(
        coalesce([
          // One QUEUE_SONG: queued, then started. Both are its story.
          event("SONG_QUEUED", 1, 1),
          event("SONG_STARTED", 2, 1),
          // A pause: a later queue change says nothing about playing.
          event("PLAYBACK_PAUSED", 3, 2),
          event("QUEUE_REORDERED", 4, 3),
          event("SONG_REMOVED", 5, 4),
          // A clear keeps playing as it was: a pause before it must still arrive.
          event("PLAYBACK_PAUSED", 6, 5),
          event("QUEUE_CLEARED", 7, 6),
        ]),
      ),
    ).toEqual([
      "SONG_QUEUED@1",
      "SONG_STARTED@2",
      "PLAYBACK_PAUSED@3",
      "SONG_REMOVED@4-5",
      "PLAYBACK_PAUSED@6",
      "QUEUE_CLEARED@7",
    ]);
  });

  it("replaces an earlier command's whole story by a song started after it", () => {
    expect(
      summary(
        coalesce([
          event("SONG_QUEUED", 1, 1),
          event("SONG_STARTED", 2, 1),
          event("PLAYBACK_PAUSED", 3, 2),
          event("SONG_ENDED", 4, 3),
          event("SONG_STARTED", 5, 4),
        ]),
      ),
    ).toEqual(["SONG_STARTED@1-5"]);
  });

  it("never leaves out an undo offer or an undo, though a later queue replaces their queue", () => {
    const offered: CommittedEvent = {
      event: { type: "SONG_REMOVED", data: { queue: [], undo_id: "u1" } },
      version: 1,
      command: 1,
    };
    const undone: CommittedEvent = {
      event: { type: "QUEUE_REORDERED", data: { queue: [], undone: "u1" } },
      version: 2,
      command: 2,
    };
    expect(summary(coalesce([offered, undone, queued(3, 3, [1]), queued(4, 4, [1, 2])]))).toEqual([
      "SONG_REMOVED@1",
      "QUEUE_REORDERED@2",
      "SONG_QUEUED@3-4",
    ]);
    expect(coalesce([offered, undone])[0]?.event.data).toMatchObject({ undo_id: "u1" });
  });

  it("never merges over a version it did not commit (another instance's)", () => {
    expect(summary(coalesce([queued(5, 1, [1]), queued(7, 2, [1, 2])]))).toEqual([
      "SONG_QUEUED@5",
      "SONG_QUEUED@7",
    ]);
  });
});

const commandArbitrary: fc.Arbitrary<SessionCommand> = fc.oneof(
  {
    weight: 5,
    arbitrary: fc
      .integer({ min: 1, max: 10 })
      .map((id) => ({ type: "QUEUE_SONG", song: catalogueSong(id), addedBy: guest }) as const),
  },
  fc
    .integer({ min: 1, max: 10 })
    .map((id) => ({ type: "PLAY_SONG", song: catalogueSong(id), addedBy: guest }) as const),
  fc.integer({ min: 0, max: 5 }).map((index) => ({ type: "REMOVE_SONG", index }) as const),
  fc
    .record({ from: fc.integer({ min: 0, max: 5 }), to: fc.integer({ min: 0, max: 5 }) })
    .map((c) => ({ type: "REORDER_QUEUE", ...c }) as const),
  {
    // Playback and clearing weigh as much as queueing: what a queue change must not replace.
    weight: 5,
    arbitrary: fc.constantFrom<SessionCommand>(
      { type: "PAUSE_PLAYBACK" },
      { type: "RESUME_PLAYBACK" },
      { type: "STOP_PLAYBACK" },
      { type: "CLEAR_QUEUE" },
    ),
  },
  fc.constantFrom<SessionCommand>(
    { type: "SONG_ENDED" },
    { type: "CLEAR_QUEUE" },
    { type: "CLEAR_ALL" },
    { type: "PAUSE_PLAYBACK" },
    { type: "RESUME_PLAYBACK" },
    { type: "STOP_PLAYBACK" },
    { type: "SKIP_SONG" },
    { type: "PLAY_NEXT" },
    { type: "TIMER" },
  ),
);

/** A device joined at version 0, fed events through the client's ordering and its reducer. */
function device() {
  const order = createEventOrder();
  let view: SessionView = EMPTY_VIEW;
  const feed = (name: string, data: unknown) => {
    for (const next of order.receive({ name, data }, 0))
      view = applySessionEvent(view, next as unknown as ViewEvent, 0);
  };
  feed("SESSION_JOINED", {
    code: "ABCDEF",
    device_count: 1,
    current_song: null,
    queue: [],
    playing: false,
    version: 0,
  });
  return { feed, view: () => view, gap: () => order.resyncDeadline() };
}

describe("what a device shows", () => {
  it("is the same with coalesced broadcasts as with every event, and has no gap", () => {
    fc.assert(
      fc.property(
        fc.array(commandArbitrary, { minLength: 1, maxLength: 40 }),
        fc.array(fc.integer({ min: 1, max: 8 }), { minLength: 1, maxLength: 10 }),
        (commands, ticks) => {
          let state: SessionState = EMPTY_SESSION;
          let version = 0;
          const committed: CommittedEvent[] = [];
          commands.forEach((command, index) => {
            const result = applyCommand(state, command, { now: 0, timings: DEFAULT_TIMINGS });
            if (!result.ok) return;
            state = result.state;
            for (const e of result.events) {
              version += 1;
              committed.push({ event: e, version, command: index });
            }
          });
          const every = device();
          const coalesced = device();
          for (const { event: e, version: v } of committed)
            every.feed(e.type, { ...e.data, version: v });
          // Cut into ticks of a few commands' events each.
          let from = 0;
          for (let t = 0; from < committed.length; t += 1) {
            const size = ticks[t % ticks.length] as number;
            for (const out of coalesce(committed.slice(from, from + size)))
              coalesced.feed(out.event.type, {
                ...out.event.data,
                version: out.version,
                ...(out.since === undefined ? {} : { since: out.since }),
              });
            from += size;
          }
          expect(coalesced.view()).toEqual(every.view());
          expect(coalesced.gap()).toBeNull();
        },
      ),
      { numRuns: 1000 },
    );
  });
});

describe("the tick", () => {
  beforeEach(() => void vi.useFakeTimers());
  afterEach(() => void vi.useRealTimers());

  function coalescer() {
    const sent: string[] = [];
    const broadcasts = createBroadcastCoalescer({
      tickMs: 50,
      itemsPerSecond: 1_000,
      emit: (code, events) => {
        for (const { event: e, version, since } of events)
          sent.push(`${code} ${e.type}@${since === undefined ? "" : `${since}-`}${version}`);
      },
      onError: () => {},
    });
    /** A command whose event carries a queue of `items` songs. */
    const queue = (code: string, before: number, items = 0) =>
      broadcasts.broadcast(
        code,
        [
          {
            type: "SONG_QUEUED",
            data: { queue: Array.from({ length: items }, () => ({}) as never) },
          },
        ],
        before,
      );
    return { sent, broadcasts, queue };
  }

  it("sends a quiet session's events in the next turn, then at most once a tick", async () => {
    const { sent, broadcasts, queue } = coalescer();
    queue("AAAAAA", 0);
    let answered = false;
    void broadcasts.sent("AAAAAA").then(() => (answered = true));
    expect(sent).toEqual([]);
    await vi.advanceTimersByTimeAsync(0);
    expect(sent).toEqual(["AAAAAA SONG_QUEUED@1"]);
    expect(answered).toBe(true);

    // Within the tick: they wait for its end, and go as one.
    for (let v = 1; v <= 5; v += 1) queue("AAAAAA", v);
    answered = false;
    void broadcasts.sent("AAAAAA").then(() => (answered = true));
    await vi.advanceTimersByTimeAsync(49);
    expect(sent).toHaveLength(1);
    expect(answered).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(sent).toEqual(["AAAAAA SONG_QUEUED@1", "AAAAAA SONG_QUEUED@2-6"]);
    expect(answered).toBe(true);

    // Another session is not held by this one's tick.
    queue("BBBBBB", 10);
    await vi.advanceTimersByTimeAsync(0);
    expect(sent.at(-1)).toBe("BBBBBB SONG_QUEUED@11");

    // Quiet for a tick: sent at once again.
    await vi.advanceTimersByTimeAsync(200);
    queue("AAAAAA", 6);
    await vi.advanceTimersByTimeAsync(0);
    expect(sent.at(-1)).toBe("AAAAAA SONG_QUEUED@7");
    expect(await broadcasts.sent("AAAAAA")).toBeUndefined();
  });

  it("stretches the tick after a long queue: so many items a second to a device", async () => {
    const { sent, queue } = coalescer();
    queue("AAAAAA", 0, 300); // 1,000 items a second: the next in 300 ms, not 50
    await vi.advanceTimersByTimeAsync(0);
    queue("AAAAAA", 1, 301);
    await vi.advanceTimersByTimeAsync(299);
    expect(sent).toEqual(["AAAAAA SONG_QUEUED@1"]);
    await vi.advanceTimersByTimeAsync(1);
    expect(sent).toEqual(["AAAAAA SONG_QUEUED@1", "AAAAAA SONG_QUEUED@2"]);
  });

  it("frees the waiting commands when sending fails", async () => {
    const errors: unknown[] = [];
    const broadcasts = createBroadcastCoalescer({
      tickMs: 50,
      itemsPerSecond: 1_000,
      emit: () => {
        throw new Error("adapter closed");
      },
      onError: (error) => errors.push(error),
    });
    broadcasts.broadcast("AAAAAA", [{ type: "PLAYBACK_PAUSED", data: {} }], 0);
    const sent = broadcasts.sent("AAAAAA");
    await vi.advanceTimersByTimeAsync(0);
    await expect(sent).resolves.toBeUndefined();
    expect(errors).toHaveLength(1);
  });
});
