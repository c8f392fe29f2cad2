// Property tests over random command sequences: whatever phones and screens send, in any order,
// the machine keeps its invariants.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { catalogueSong } from "../test-support/session-fixtures.js";
import { applyCommand } from "./session-machine.js";
import {
  DEFAULT_TIMINGS,
  EMPTY_SESSION,
  type SessionCommand,
  type SessionState,
} from "./session-state.js";

const guest = { name: "Guest", avatar: null };

/** Indices and queue_ids are drawn both valid and invalid, as real clients get them wrong. */
const commandArbitrary: fc.Arbitrary<SessionCommand> = fc.oneof(
  // Queueing weighs most, so queues grow long enough for the other commands to act on.
  {
    weight: 6,
    arbitrary: fc
      .integer({ min: 1, max: 12 })
      .map((id) => ({ type: "QUEUE_SONG", song: catalogueSong(id), addedBy: guest }) as const),
  },
  fc
    .integer({ min: 1, max: 12 })
    .map((id) => ({ type: "PLAY_SONG", song: catalogueSong(id), addedBy: guest }) as const),
  fc
    .record({
      index: fc.integer({ min: 0, max: 8 }),
      queueId: fc.option(fc.constantFrom("q1", "q2", "q3", "q5", "q8"), { nil: undefined }),
    })
    .map((c) => ({ type: "REMOVE_SONG", ...c }) as const),
  fc
    .record({
      from: fc.integer({ min: 0, max: 8 }),
      to: fc.integer({ min: 0, max: 8 }),
      queueId: fc.option(fc.constantFrom("q2", "q4", "q6"), { nil: undefined }),
    })
    .map((c) => ({ type: "REORDER_QUEUE", ...c }) as const),
  fc
    .option(fc.constantFrom("q1", "q2", "q3", "q4"), { nil: undefined })
    .map((queueId) => ({ type: "SONG_ENDED", queueId }) as const),
  fc
    .option(fc.constantFrom("q1", "q2", "q3"), { nil: undefined })
    .map((queueId) => ({ type: "VIDEO_ERROR", queueId }) as const),
  fc.constantFrom<SessionCommand>(
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

const stepArbitrary = fc.record({
  command: commandArbitrary,
  advanceMs: fc.integer({ min: 0, max: 400_000 }),
});

function queueIds(state: SessionState): string[] {
  return state.queue.map((item) => item.queue_id);
}

/** The queue_ids a command may take out of the queue, given the state before it. */
function allowedToLeave(before: SessionState, command: SessionCommand): Set<string> {
  const ids = queueIds(before);
  switch (command.type) {
    case "REMOVE_SONG":
      return new Set(ids.slice(command.index, command.index + 1));
    case "CLEAR_QUEUE":
    case "CLEAR_ALL":
      return new Set(ids);
    case "PLAY_SONG":
      return new Set(
        before.queue
          .filter((item) => item.db_id === command.song.db_id)
          .map((item) => item.queue_id),
      );
    case "QUEUE_SONG":
      // Only the song it adds, when the 0 → 1 rule starts it at once.
      return new Set();
    case "SKIP_SONG":
    case "PLAY_NEXT":
    case "TIMER":
    case "RESUME_PLAYBACK":
      // The head of the queue, which becomes the current song.
      return new Set(ids.slice(0, 1));
    default:
      return new Set();
  }
}

describe("session machine properties", () => {
  it("keeps queue_ids unique, only removes what a command should, and is never playing with nothing current", () => {
    fc.assert(
      fc.property(
        fc.array(stepArbitrary, { minLength: 10, maxLength: 80, size: "max" }),
        (steps) => {
          let state = EMPTY_SESSION;
          let now = 0;
          const everSeen = new Set<string>();
          for (const { command, advanceMs } of steps) {
            now += advanceMs;
            const result = applyCommand(state, command, { now, timings: DEFAULT_TIMINGS });
            if (!result.ok) continue;
            const next = result.state;

            const all = [...queueIds(next), ...(next.current ? [next.current.queue_id] : [])];
            expect(new Set(all).size).toBe(all.length);

            const left = queueIds(state).filter((id) => !queueIds(next).includes(id));
            const allowed = allowedToLeave(state, command);
            for (const id of left)
              expect(allowed.has(id), `${command.type} removed ${id}`).toBe(true);

            if (next.current === null) expect(next.playing).toBe(false);
            if (next.playing) expect(next.timer?.kind).toBe("song-deadline");

            // New items get queue_ids never used before in the session.
            for (const id of all) {
              if (!queueIds(state).includes(id) && state.current?.queue_id !== id) {
                expect(everSeen.has(id), `queue_id ${id} reused`).toBe(false);
              }
              everSeen.add(id);
            }
            state = next;
          }
        },
      ),
      { numRuns: 300 },
    );
  });

  it("refuses without changing anything", () => {
    fc.assert(
      fc.property(
        fc.array(stepArbitrary, { maxLength: 40, size: "max" }),
        commandArbitrary,
        (steps, last) => {
          let state = EMPTY_SESSION;
          let now = 0;
          for (const { command, advanceMs } of steps) {
            now += advanceMs;
            const result = applyCommand(state, command, { now, timings: DEFAULT_TIMINGS });
            if (result.ok) state = result.state;
          }
          const before = JSON.stringify(state);
          const result = applyCommand(state, last, { now, timings: DEFAULT_TIMINGS });
          expect(JSON.stringify(state)).toBe(before);
          if (!result.ok) expect(result.message.length).toBeGreaterThan(0);
        },
      ),
      { numRuns: 300 },
    );
  });
});
