// Every rule of the session state machine (docs/protocol.md#session-rules, docs/decisions.md "Rules
// the spec leaves open"), one example each.
import { describe, expect, it } from "vitest";
import { applyCommand, dueAt, MESSAGES, type MachineResult } from "./session-machine.js";
import { catalogueSong } from "../test-support/session-fixtures.js";
import {
  DEFAULT_TIMINGS,
  EMPTY_SESSION,
  type SessionCommand,
  type SessionState,
} from "./session-state.js";

const NOW = 1_000_000;
const context = { now: NOW, timings: DEFAULT_TIMINGS };
const guest = { name: "Guest", avatar: null };

const song = catalogueSong;

function ok(result: MachineResult) {
  if (!result.ok) throw new Error(`refused: ${result.message}`);
  return result;
}

function run(state: SessionState, ...commands: SessionCommand[]): SessionState {
  return commands.reduce((s, command) => ok(applyCommand(s, command, context)).state, state);
}

const queue = (dbId: number): SessionCommand => ({
  type: "QUEUE_SONG",
  song: song(dbId),
  addedBy: guest,
});
const types = (result: MachineResult) => ok(result).events.map((e) => e.type);
const ids = (state: SessionState) => state.queue.map((item) => item.db_id);

describe("queueing", () => {
  it("plays the first song at once when the queue goes from 0 to 1 with nothing current", () => {
    const result = ok(applyCommand(EMPTY_SESSION, queue(1), context));
    expect(result.events.map((e) => e.type)).toEqual(["SONG_QUEUED", "SONG_STARTED"]);
    expect(result.state.current?.db_id).toBe(1);
    expect(result.state.playing).toBe(true);
    expect(result.state.queue).toEqual([]);
    expect(result.started.map((s) => s.db_id)).toEqual([1]);
    expect(result.state.current?.added_by_user).toEqual(guest);
  });

  it("appends without starting while a song is current", () => {
    const state = run(EMPTY_SESSION, queue(1), queue(2), queue(3));
    expect(state.current?.db_id).toBe(1);
    expect(ids(state)).toEqual([2, 3]);
    expect(types(applyCommand(state, queue(4), context))).toEqual(["SONG_QUEUED"]);
  });

  it("does not start a second song when the queue goes from 1 to 2 with nothing current", () => {
    const ended = run(EMPTY_SESSION, queue(1), queue(2), { type: "SONG_ENDED" });
    const result = ok(applyCommand(ended, queue(3), context));
    expect(result.state.current).toBeNull();
    expect(types(result)).toEqual(["SONG_QUEUED"]);
  });

  it("gives every item a queue_id never used before in the session", () => {
    const state = run(
      EMPTY_SESSION,
      queue(1),
      queue(2),
      { type: "REMOVE_SONG", index: 0 },
      queue(2),
    );
    expect(state.current?.queue_id).toBe("q1");
    expect(state.queue.map((i) => i.queue_id)).toEqual(["q3"]);
  });

  it("refuses a song already waiting in the queue or playing, and a full queue", () => {
    const state = run(EMPTY_SESSION, queue(1), queue(2));
    expect(applyCommand(state, queue(2), context)).toEqual({
      ok: false,
      ...MESSAGES.alreadyQueued,
      resync: false,
    });
    // The song playing counts as queued: refused with the same message.
    expect(state.current?.db_id).toBe(1);
    expect(applyCommand(state, queue(1), context)).toEqual({
      ok: false,
      ...MESSAGES.alreadyQueued,
      resync: false,
    });
    // Once it has ended, it may be queued again.
    const ended = run(state, { type: "SONG_ENDED" });
    expect(ended.current).toBeNull();
    expect(applyCommand(ended, queue(1), context).ok).toBe(true);
    let full = run(EMPTY_SESSION, queue(1));
    for (let i = 2; i <= 501; i += 1) full = run(full, queue(i));
    expect(full.queue).toHaveLength(500);
    expect(applyCommand(full, queue(999), context)).toMatchObject({
      ok: false,
      ...MESSAGES.queueFull,
    });
  });
});

describe("playing a song now", () => {
  it("replaces the current song and takes it out of the queue if it was waiting", () => {
    const state = run(EMPTY_SESSION, queue(1), queue(2), queue(3));
    const result = ok(
      applyCommand(state, { type: "PLAY_SONG", song: song(3), addedBy: guest }, context),
    );
    expect(types(result)).toEqual(["SONG_STARTED"]);
    expect(result.state.current?.db_id).toBe(3);
    expect(ids(result.state)).toEqual([2]);
    expect(result.events[0]).toMatchObject({ data: { song: { db_id: 3 }, queue: [{ db_id: 2 }] } });
  });
});

describe("removing and reordering", () => {
  const state = run(EMPTY_SESSION, queue(1), queue(2), queue(3), queue(4));

  it("removes by index, checking the queue_id when given", () => {
    const removed = ok(
      applyCommand(state, { type: "REMOVE_SONG", index: 1, queueId: "q3" }, context),
    );
    expect(ids(removed.state)).toEqual([2, 4]);
    expect(types(removed)).toEqual(["SONG_REMOVED"]);
    expect(applyCommand(state, { type: "REMOVE_SONG", index: 1, queueId: "q2" }, context)).toEqual({
      ok: false,
      ...MESSAGES.queueIdMismatch,
      resync: true,
    });
    expect(applyCommand(state, { type: "REMOVE_SONG", index: 3 }, context)).toMatchObject({
      ok: false,
      ...MESSAGES.indexOutOfRange,
    });
  });

  it("moves an item from one position to another", () => {
    const moved = ok(
      applyCommand(state, { type: "REORDER_QUEUE", from: 2, to: 0, queueId: "q4" }, context),
    );
    expect(ids(moved.state)).toEqual([4, 2, 3]);
    expect(types(moved)).toEqual(["QUEUE_REORDERED"]);
    expect(ids(run(state, { type: "REORDER_QUEUE", from: 0, to: 2 }))).toEqual([3, 4, 2]);
    expect(applyCommand(state, { type: "REORDER_QUEUE", from: 0, to: 3 }, context).ok).toBe(false);
    expect(
      applyCommand(state, { type: "REORDER_QUEUE", from: 0, to: 1, queueId: "q9" }, context),
    ).toMatchObject({
      ok: false,
      resync: true,
    });
  });

  it("never changes the state it was given", () => {
    const before = JSON.stringify(state);
    applyCommand(state, { type: "REMOVE_SONG", index: 0 }, context);
    applyCommand(state, { type: "CLEAR_ALL" }, context);
    expect(JSON.stringify(state)).toBe(before);
  });
});

describe("song ends", () => {
  const state = run(EMPTY_SESSION, queue(1), queue(2));

  it("clears the current song and schedules the next one after the auto-next delay", () => {
    const ended = ok(applyCommand(state, { type: "SONG_ENDED", queueId: "q1" }, context));
    expect(types(ended)).toEqual(["SONG_ENDED"]);
    expect(ended.state).toMatchObject({
      current: null,
      playing: false,
      timer: { kind: "auto-next", at: NOW + 2000 },
    });
    const early = ok(applyCommand(ended.state, { type: "TIMER" }, { ...context, now: NOW + 1999 }));
    expect(early.events).toEqual([]);
    const next = ok(applyCommand(ended.state, { type: "TIMER" }, { ...context, now: NOW + 2000 }));
    expect(types(next)).toEqual(["SONG_STARTED"]);
    expect(next.state.current?.db_id).toBe(2);
  });

  it("refuses a second report of the same end, so two screens never skip a song", () => {
    const ended = run(state, { type: "SONG_ENDED", queueId: "q1" }, { type: "PLAY_NEXT" });
    expect(applyCommand(ended, { type: "SONG_ENDED", queueId: "q1" }, context)).toEqual({
      ok: false,
      ...MESSAGES.staleEnd,
      resync: true,
    });
    expect(ended.current?.db_id).toBe(2);
  });

  it("treats a video the screen cannot play like an end", () => {
    const result = ok(applyCommand(state, { type: "VIDEO_ERROR", queueId: "q1" }, context));
    expect(result.state.current).toBeNull();
    expect(result.state.timer).toMatchObject({ kind: "auto-next" });
  });

  it("moves on by itself when no screen reports the end: length plus grace, or the ceiling", () => {
    const deadline = NOW + 180_000 + DEFAULT_TIMINGS.graceMs;
    expect(state.timer).toEqual({ kind: "song-deadline", at: deadline });
    expect(dueAt(state)).toBe(deadline);
    expect(
      ok(applyCommand(state, { type: "TIMER" }, { ...context, now: deadline - 1 })).events,
    ).toEqual([]);
    const ended = ok(applyCommand(state, { type: "TIMER" }, { ...context, now: deadline }));
    expect(types(ended)).toEqual(["SONG_ENDED"]);
    const unknown = run(EMPTY_SESSION, { type: "QUEUE_SONG", song: song(5, null), addedBy: guest });
    expect(unknown.timer).toEqual({
      kind: "song-deadline",
      at: NOW + DEFAULT_TIMINGS.unknownLengthMs,
    });
  });
});

describe("playback", () => {
  const state = run(EMPTY_SESSION, queue(1), queue(2));

  it("pauses and resumes, holding the deadline while paused", () => {
    const paused = ok(
      applyCommand(state, { type: "PAUSE_PLAYBACK" }, { ...context, now: NOW + 60_000 }),
    );
    expect(types(paused)).toEqual(["PLAYBACK_PAUSED"]);
    expect(paused.state.playing).toBe(false);
    expect(dueAt(paused.state)).toBeNull();
    const resumed = ok(
      applyCommand(paused.state, { type: "RESUME_PLAYBACK" }, { ...context, now: NOW + 600_000 }),
    );
    expect(types(resumed)).toEqual(["PLAYBACK_RESUMED"]);
    expect(dueAt(resumed.state)).toBe(NOW + 600_000 + 120_000 + DEFAULT_TIMINGS.graceMs);
  });

  it("is idempotent for pause and resume, and refuses both with nothing current and nothing queued", () => {
    const paused = run(state, { type: "PAUSE_PLAYBACK" });
    expect(ok(applyCommand(paused, { type: "PAUSE_PLAYBACK" }, context)).events).toEqual([]);
    expect(ok(applyCommand(state, { type: "RESUME_PLAYBACK" }, context)).events).toEqual([]);
    expect(applyCommand(EMPTY_SESSION, { type: "PAUSE_PLAYBACK" }, context)).toMatchObject({
      ok: false,
      ...MESSAGES.nothingPlaying,
    });
    expect(applyCommand(EMPTY_SESSION, { type: "RESUME_PLAYBACK" }, context)).toMatchObject({
      ok: false,
      ...MESSAGES.nothingToPlay,
    });
  });

  it("resumes with nothing current by starting the head of the queue", () => {
    const waiting = run(state, { type: "SONG_ENDED" });
    expect(types(applyCommand(waiting, { type: "RESUME_PLAYBACK" }, context))).toEqual([
      "SONG_STARTED",
    ]);
  });

  it("stops: not playing, the current song kept", () => {
    const stopped = ok(applyCommand(state, { type: "STOP_PLAYBACK" }, context));
    expect(types(stopped)).toEqual(["PLAYBACK_STOPPED"]);
    expect(stopped.state).toMatchObject({ playing: false, current: { db_id: 1 } });
    expect(applyCommand(EMPTY_SESSION, { type: "STOP_PLAYBACK" }, context).ok).toBe(false);
  });

  it("skips: ends the current song and starts the next at once", () => {
    const skipped = ok(applyCommand(state, { type: "SKIP_SONG" }, context));
    expect(types(skipped)).toEqual(["SONG_ENDED", "SONG_STARTED"]);
    expect(skipped.state.current?.db_id).toBe(2);
    const last = ok(applyCommand(skipped.state, { type: "SKIP_SONG" }, context));
    expect(types(last)).toEqual(["SONG_ENDED"]);
    expect(last.state).toMatchObject({ current: null, playing: false, timer: null });
    expect(applyCommand(last.state, { type: "SKIP_SONG" }, context)).toMatchObject({
      ...MESSAGES.nothingToSkip,
    });
  });

  it("plays the next song only when nothing is current", () => {
    expect(ok(applyCommand(state, { type: "PLAY_NEXT" }, context)).events).toEqual([]);
    const waiting = run(state, { type: "SONG_ENDED" });
    const next = ok(applyCommand(waiting, { type: "PLAY_NEXT" }, context));
    expect(next.state.current?.db_id).toBe(2);
    expect(ok(applyCommand(EMPTY_SESSION, { type: "PLAY_NEXT" }, context)).events).toEqual([]);
  });
});

describe("clearing", () => {
  const state = run(EMPTY_SESSION, queue(1), queue(2), queue(3));

  it("clears the queue and keeps the current song", () => {
    const cleared = ok(applyCommand(state, { type: "CLEAR_QUEUE" }, context));
    expect(cleared.events).toEqual([
      {
        type: "QUEUE_CLEARED",
        data: { queue: [], current_song: expect.objectContaining({ db_id: 1 }) },
      },
    ]);
    expect(cleared.state.current?.db_id).toBe(1);
  });

  it("clears everything, current song included", () => {
    const cleared = ok(applyCommand(state, { type: "CLEAR_ALL" }, context));
    expect(cleared.events).toEqual([
      { type: "QUEUE_CLEARED", data: { queue: [], current_song: null } },
    ]);
    expect(cleared.state).toMatchObject({ queue: [], current: null, playing: false, timer: null });
  });
});

describe("what leaves the machine", () => {
  it("never sends a song's length to clients", () => {
    const result = ok(applyCommand(EMPTY_SESSION, queue(1), context));
    expect(JSON.stringify(result.events)).not.toContain("length_ms");
  });
});
