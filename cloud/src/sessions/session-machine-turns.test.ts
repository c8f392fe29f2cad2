// The session machine's fair turns, host and clock rules (docs/product.md#fair-turns,
// #the-host, #wait-times), one example each; the placement rule itself has its property tests in
// shared/src/turns/fair-turns.test.ts.
import { problem, type Problem } from "@encore/shared";
import { describe, expect, it } from "vitest";
import { catalogueSong } from "../test-support/session-fixtures.js";
import { applyCommand, HOST_ONLY, MESSAGES, type MachineResult } from "./session-machine.js";
import {
  DEFAULT_TIMINGS,
  EMPTY_SESSION,
  toQueueItem,
  type Actor,
  type SessionCommand,
  type SessionState,
} from "./session-state.js";

const NOW = 1_000_000;
const screen: Actor = { singer: "s-tv", screen: true };
const ana: Actor = { singer: "s-ana", screen: false };
const bo: Actor = { singer: "s-bo", screen: false };
const cy: Actor = { singer: "s-cy", screen: false };

function ok(result: MachineResult) {
  if (!result.ok) throw new Error(`refused: ${result.message}`);
  return result;
}
/** A refusal's code, English message and params; null when the command was applied. */
const refusal = (result: MachineResult): Problem | null =>
  result.ok ? null : problem(result.code, result.message, result.params);

/** Applies `command` as `actor` at `now`. */
function as(actor: Actor, state: SessionState, command: SessionCommand, now = NOW) {
  return applyCommand(state, command, { now, timings: DEFAULT_TIMINGS, actor });
}

let nextSong = 1;
const queueBy = (actor: Actor): SessionCommand => ({
  type: "QUEUE_SONG",
  song: catalogueSong(nextSong++),
  addedBy: { name: actor.singer.slice(2), avatar: null, singer: actor.singer },
});
const singersOf = (state: SessionState) =>
  state.queue.map((item) => item.added_by_user.singer?.slice(2));

/** A party with Ana singing now and `waiting` of each listed singer's songs queued. */
function party(...queuers: Actor[]): SessionState {
  let state = ok(as(ana, { ...EMPTY_SESSION, hostPin: "4821" }, queueBy(ana))).state;
  for (const actor of queuers) state = ok(as(actor, state, queueBy(actor))).state;
  return state;
}

describe("fair turns", () => {
  it("place a new song by round: Ana sings now, so Bo and Cy go before her next", () => {
    const state = party(ana, ana, bo, cy);
    expect(singersOf(state)).toEqual(["bo", "cy", "ana", "ana"]);
  });

  it("append in arrival order when turned off", () => {
    const start = party();
    const off = ok(
      as(screen, start, { type: "UPDATE_SETTINGS", change: { fair_turns: false } }),
    ).state;
    let state = off;
    for (const actor of [ana, ana, bo]) state = ok(as(actor, state, queueBy(actor))).state;
    expect(singersOf(state)).toEqual(["ana", "ana", "bo"]);
  });

  it("refuse a singer's song past the limit of songs waiting, not the screen's", () => {
    let state = party();
    state = ok(
      as(screen, state, { type: "UPDATE_SETTINGS", change: { max_waiting_per_singer: 2 } }),
    ).state;
    state = ok(as(bo, state, queueBy(bo))).state;
    state = ok(as(bo, state, queueBy(bo))).state;
    expect(refusal(as(bo, state, queueBy(bo)))).toEqual(MESSAGES.tooManyWaiting(2));
    expect(refusal(as(cy, state, queueBy(cy)))).toBeNull();
    state = ok(as(screen, state, queueBy(screen))).state;
    state = ok(as(screen, state, queueBy(screen))).state;
    expect(refusal(as(screen, state, queueBy(screen)))).toBeNull();
  });
});

describe("skip my turn, keep my place", () => {
  it("moves the singer's song behind the next song of another singer", () => {
    const state = party(bo, cy, ana); // waiting: bo, cy, ana
    const boSong = state.queue[0]!.queue_id;
    const result = ok(as(bo, state, { type: "DEFER_SONG", queueId: boSong }));
    expect(singersOf(result.state)).toEqual(["cy", "bo", "ana"]);
    expect(result.events.map((e) => e.type)).toEqual(["QUEUE_REORDERED"]);
  });

  it("leaves a song with no other singer's song after it where it is", () => {
    const state = party(bo, cy);
    const result = ok(as(cy, state, { type: "DEFER_SONG", queueId: state.queue[1]!.queue_id }));
    expect(result.events).toEqual([]);
    expect(singersOf(result.state)).toEqual(["bo", "cy"]);
  });

  it("is refused for another singer's song, except to the host", () => {
    const state = party(bo, cy);
    const boSong = state.queue[0]!.queue_id;
    expect(refusal(as(cy, state, { type: "DEFER_SONG", queueId: boSong }))).toEqual(
      MESSAGES.deferOwnOnly,
    );
    expect(refusal(as(screen, state, { type: "DEFER_SONG", queueId: boSong }))).toBeNull();
    expect(refusal(as(bo, state, { type: "DEFER_SONG", queueId: "q999" }))).toEqual(
      MESSAGES.notInQueue,
    );
  });
});

describe("the host", () => {
  it("is whoever gives the PIN; a wrong one is refused", () => {
    const state = party(bo);
    expect(refusal(as(bo, state, { type: "HOST_UNLOCK", pin: "0000" }))).toEqual(MESSAGES.wrongPin);
    const unlocked = ok(as(bo, state, { type: "HOST_UNLOCK", pin: "4821" })).state;
    expect(unlocked.hosts).toEqual(["s-bo"]);
    const change = { type: "UPDATE_SETTINGS", change: { host_controls: true } } as const;
    expect(refusal(as(cy, unlocked, change))).toEqual(MESSAGES.settingsHostOnly);
    const changed = ok(as(bo, unlocked, change));
    expect(changed.events).toEqual([
      {
        type: "SETTINGS_CHANGED",
        data: { settings: { fair_turns: true, host_controls: true, max_waiting_per_singer: 10 } },
      },
    ]);
    // A party from before PINs has none to give.
    expect(
      refusal(as(bo, { ...state, hostPin: null }, { type: "HOST_UNLOCK", pin: "4821" })),
    ).toEqual(MESSAGES.noPin);
  });

  it("with host controls on, keeps skip, stop, clear, reorder, play now and others' songs to the host", () => {
    const base = party(bo, cy);
    const state = ok(
      as(screen, base, { type: "UPDATE_SETTINGS", change: { host_controls: true } }),
    ).state;
    const boSong = state.queue[0]!;
    const cySong = state.queue[1]!;
    const guarded: [SessionCommand, Problem][] = [
      [{ type: "SKIP_SONG" }, HOST_ONLY.SKIP_SONG],
      [{ type: "STOP_PLAYBACK" }, HOST_ONLY.STOP_PLAYBACK],
      [{ type: "CLEAR_QUEUE" }, HOST_ONLY.CLEAR_QUEUE],
      [{ type: "CLEAR_ALL" }, HOST_ONLY.CLEAR_ALL],
      [
        { type: "REORDER_QUEUE", from: 1, to: 0, queueId: cySong.queue_id },
        HOST_ONLY.REORDER_QUEUE,
      ],
      [
        { type: "PLAY_SONG", song: catalogueSong(900), addedBy: { name: "Bo", avatar: null } },
        HOST_ONLY.PLAY_SONG,
      ],
      [{ type: "REMOVE_SONG", index: 1, queueId: cySong.queue_id }, HOST_ONLY.REMOVE_SONG],
    ];
    for (const [command, message] of guarded) {
      expect(refusal(as(bo, state, command))).toEqual(message);
      expect(refusal(as(screen, state, command))).toBeNull();
    }
    // A guest still queues, pauses, resumes, and removes or defers their own song.
    expect(refusal(as(bo, state, queueBy(bo)))).toBeNull();
    const paused = ok(as(bo, state, { type: "PAUSE_PLAYBACK" })).state;
    expect(refusal(as(bo, paused, { type: "RESUME_PLAYBACK" }))).toBeNull();
    expect(
      refusal(as(bo, state, { type: "REMOVE_SONG", index: 0, queueId: boSong.queue_id })),
    ).toBeNull();
    expect(refusal(as(bo, state, { type: "DEFER_SONG", queueId: boSong.queue_id }))).toBeNull();
  });
});

describe("the clock and lengths", () => {
  it("starts at the song's start, shifts by a pause, and starts over after a stop", () => {
    const started = party();
    expect(started.startedAt).toBe(NOW);
    const paused = ok(as(bo, started, { type: "PAUSE_PLAYBACK" }, NOW + 10_000)).state;
    const resumed = ok(as(bo, paused, { type: "RESUME_PLAYBACK" }, NOW + 70_000));
    expect(resumed.state.startedAt).toBe(NOW + 60_000);
    expect(resumed.events).toEqual([
      { type: "PLAYBACK_RESUMED", data: { started_at: NOW + 60_000 } },
    ]);
    const stopped = ok(as(screen, resumed.state, { type: "STOP_PLAYBACK" }, NOW + 80_000)).state;
    const again = ok(as(bo, stopped, { type: "RESUME_PLAYBACK" }, NOW + 90_000)).state;
    expect(again.startedAt).toBe(NOW + 90_000);
  });

  it("takes the screen's reported length once, and moves the song's deadline with it", () => {
    const state = party();
    const current = state.current!;
    const info = { type: "VIDEO_INFO", queueId: current.queue_id, durationS: 200 } as const;
    const reported = ok(as(screen, state, info, NOW + 20_000)).state;
    expect(reported.current?.reported_ms).toBe(200_000);
    // Devices keep the length the song started with: one that joins now counts as the others do.
    expect(toQueueItem(reported.current!).duration_s).toBe(toQueueItem(current).duration_s);
    // 180 s played of 200 are left at NOW + 20 s, plus the grace.
    expect(reported.timer).toEqual({
      kind: "song-deadline",
      at: NOW + 200_000 + DEFAULT_TIMINGS.graceMs,
    });
    expect(refusal(as(screen, reported, info))).toEqual(MESSAGES.lengthReported);
    expect(refusal(as(screen, state, { ...info, queueId: "q999" }))).toEqual(MESSAGES.staleEnd);
  });
});
