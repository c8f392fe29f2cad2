// Undo and the host's singer edits in the session machine (docs/protocol.md#undo,
// docs/protocol.md#merge-and-remove-singers): what a change offers to put back, who may, and what
// UNDO puts back.
import type { AddedByUser } from "@encore/shared";
import { describe, expect, it } from "vitest";
import { catalogueSong } from "../test-support/session-fixtures.js";
import { applyCommand, type MachineResult } from "./session-machine.js";
import {
  DEFAULT_TIMINGS,
  EMPTY_SESSION,
  type Actor,
  type SessionCommand,
  type SessionState,
} from "./session-state.js";
import { keepUndo, MAX_UNDOS, UNDO_WINDOW_MS, type UndoRecord } from "./undo.js";

const NOW = 1_000_000;
const ana: Actor = { singer: "ana", screen: false, name: "Ana" };
const ben: Actor = { singer: "ben", screen: false, name: "Ben" };
const cy: Actor = { singer: "cy", screen: false, name: "Cy" };
const tv: Actor = { singer: "tv", screen: true, name: "Screen" };
const user = (actor: Actor): AddedByUser => ({
  name: actor.name ?? "",
  avatar: null,
  singer: actor.singer,
});

function ok(result: MachineResult) {
  if (!result.ok) throw new Error(`refused: ${result.message}`);
  return result;
}

function apply(state: SessionState, command: SessionCommand, actor?: Actor, now = NOW) {
  return applyCommand(state, command, { now, timings: DEFAULT_TIMINGS, actor });
}

const queue = (dbId: number, by: Actor): SessionCommand => ({
  type: "QUEUE_SONG",
  song: catalogueSong(dbId),
  addedBy: user(by),
});

/** Ana's 1 on now; waiting: Ben's 2, Ana's 3, Ben's 4. */
function party(): SessionState {
  return [queue(1, ana), queue(2, ben), queue(3, ana), queue(4, ben)].reduce(
    (state, command) => ok(apply(state, command, ana)).state,
    EMPTY_SESSION,
  );
}

const ids = (state: SessionState) => state.queue.map((item) => item.db_id);
const offerOf = (result: MachineResult) => {
  const data = ok(result).events[0]?.data as { undo_id?: string; undo?: unknown };
  return data;
};

describe("a change that can be undone", () => {
  it("offers to undo removing another singer's song, saying who removed it and what", () => {
    const result = apply(party(), { type: "REMOVE_SONG", index: 0 }, ana);
    const { undo_id, undo } = offerOf(result);
    expect(undo_id).toEqual(expect.any(String));
    expect(undo).toEqual({
      undo_id,
      action: "remove",
      by: { name: "Ana", singer: "ana" },
      songs: [{ queue_id: "q2", title: "Song 2", artist: "Artist", name: "Ben", singer: "ben" }],
    });
  });

  it("offers nothing when a singer removes their own song", () => {
    const result = apply(party(), { type: "REMOVE_SONG", index: 1 }, ana);
    expect(offerOf(result).undo_id).toBeUndefined();
    expect(ok(result).state.undos).toEqual([]);
  });

  it("says the TV made the change with an empty name and no singer", () => {
    const result = apply(party(), { type: "REMOVE_SONG", index: 0 }, tv);
    expect(offerOf(result).undo).toMatchObject({ by: { name: "" } });
    expect((offerOf(result).undo as { by: object }).by).not.toHaveProperty("singer");
  });

  it("offers to undo a skip of another singer's song on its first event", () => {
    const result = ok(apply(party(), { type: "SKIP_SONG" }, ben));
    expect(result.events.map((e) => e.type)).toEqual(["SONG_ENDED", "SONG_STARTED"]);
    expect(offerOf(result).undo).toMatchObject({ action: "skip", songs: [{ queue_id: "q1" }] });
  });

  it("offers to undo clearing the queue or everything only when songs were taken", () => {
    const cleared = apply(party(), { type: "CLEAR_QUEUE" }, ana);
    expect(offerOf(cleared).undo).toMatchObject({ action: "clear_queue" });
    const empty = ok(apply(ok(cleared).state, { type: "CLEAR_QUEUE" }, ana));
    expect(offerOf(empty).undo_id).toBeUndefined();
    const all = apply(party(), { type: "CLEAR_ALL" }, ana);
    expect(offerOf(all).undo).toMatchObject({ action: "clear_all" });
    expect((offerOf(all).undo as { songs: unknown[] }).songs).toHaveLength(4);
  });

  it("still refuses a guest what host controls keep for the host, offering nothing", () => {
    const state = { ...party(), settings: { ...party().settings, host_controls: true } };
    const result = apply(state, { type: "REMOVE_SONG", index: 0 }, ana);
    expect(result).toMatchObject({ ok: false, code: "host_only_remove_others" });
  });
});

describe("UNDO", () => {
  const undo = (id: string): SessionCommand => ({ type: "UNDO", undoId: id });

  it("puts a removed song back at its place, saying which undo it was", () => {
    const removed = ok(apply(party(), { type: "REMOVE_SONG", index: 1 }, ben));
    const id = offerOf(removed).undo_id!;
    const result = ok(apply(removed.state, undo(id), ben, NOW + 1000));
    expect(ids(result.state)).toEqual([2, 3, 4]);
    expect(result.events).toEqual([
      { type: "QUEUE_REORDERED", data: expect.objectContaining({ undone: id }) },
    ]);
    expect(result.state.undos).toEqual([]);
  });

  it("works once, and not after 10 seconds", () => {
    const removed = ok(apply(party(), { type: "REMOVE_SONG", index: 0 }, ana));
    const id = offerOf(removed).undo_id!;
    const undone = ok(apply(removed.state, undo(id), ana));
    expect(apply(undone.state, undo(id), ana)).toMatchObject({ ok: false, code: "undo_expired" });
    const late = apply(removed.state, undo(id), ana, NOW + UNDO_WINDOW_MS);
    expect(late).toMatchObject({ ok: false, code: "undo_expired" });
    expect(apply(removed.state, undo("u999"), ana)).toMatchObject({ code: "undo_expired" });
  });

  it("is allowed to whoever made it, the singer of a song taken and the host, no one else", () => {
    const removed = ok(apply(party(), { type: "REMOVE_SONG", index: 0 }, ana));
    const id = offerOf(removed).undo_id!;
    expect(apply(removed.state, undo(id), cy)).toMatchObject({
      ok: false,
      code: "undo_not_allowed",
    });
    expect(apply(removed.state, undo(id), ana).ok).toBe(true);
    expect(apply(removed.state, undo(id), ben).ok).toBe(true);
    expect(apply(removed.state, undo(id), tv).ok).toBe(true);
    const pinHost = { ...removed.state, hosts: ["cy"] };
    expect(apply(pinHost, undo(id), cy).ok).toBe(true);
  });

  it("is never itself undoable", () => {
    const removed = ok(apply(party(), { type: "REMOVE_SONG", index: 0 }, ana));
    const undone = ok(apply(removed.state, undo(offerOf(removed).undo_id!), ana));
    expect(offerOf(undone).undo).toBeUndefined();
    expect(undone.state.undos).toEqual([]);
  });

  it("puts a cleared queue back in order around songs queued meanwhile, skipping one queued again", () => {
    const cleared = ok(apply(party(), { type: "CLEAR_QUEUE" }, ana));
    const id = offerOf(cleared).undo_id!;
    const meanwhile = [queue(3, cy), queue(9, cy)].reduce(
      (state, command) => ok(apply(state, command, cy)).state,
      cleared.state,
    );
    const result = ok(apply(meanwhile, undo(id), ana));
    // 2 at 0, 3 is queued again (by Cy), 4 at its old place 2.
    expect(ids(result.state)).toEqual([2, 3, 4, 9]);
  });

  it("brings a skipped song back on, and the song that started in its place back to the head", () => {
    const skipped = ok(apply(party(), { type: "SKIP_SONG" }, ben));
    expect(skipped.state.current?.db_id).toBe(2);
    const result = ok(apply(skipped.state, undo(offerOf(skipped).undo_id!), ana, NOW + 2000));
    expect(result.state.current?.db_id).toBe(1);
    expect(ids(result.state)).toEqual([2, 3, 4]);
    expect(result.state.playing).toBe(true);
    expect(result.events.map((e) => e.type)).toEqual(["SONG_STARTED"]);
    expect(result.events[0]?.data).toMatchObject({ song: { queue_id: "q1" }, undone: "u1" });
  });

  it("undoes a clear-all: the queue and the song that was on", () => {
    const all = ok(apply(party(), { type: "CLEAR_ALL" }, ben));
    const result = ok(apply(all.state, undo(offerOf(all).undo_id!), ben));
    expect(result.state.current?.db_id).toBe(1);
    expect(ids(result.state)).toEqual([2, 3, 4]);
  });

  it("starts the next song after the delay when songs come back with nothing on", () => {
    const ended = ok(apply(party(), { type: "CLEAR_ALL" }, ana));
    const id = offerOf(ended).undo_id!;
    const withoutCurrent = {
      ...ended.state,
      undos: ended.state.undos.map((one) => ({ ...one, current: null })),
    };
    const result = ok(apply(withoutCurrent, undo(id), ana));
    expect(result.state.current).toBeNull();
    expect(result.state.timer).toEqual({
      kind: "auto-next",
      at: NOW + DEFAULT_TIMINGS.autoNextDelayMs,
    });
  });
});

describe("the kept changes", () => {
  it("keeps at most a few, dropping the oldest", () => {
    const record = (n: number): UndoRecord => ({
      id: `u${n}`,
      action: "remove",
      at: NOW,
      by: { name: "" },
      queued: [],
      current: null,
    });
    let undos: UndoRecord[] = [];
    for (let n = 1; n <= MAX_UNDOS + 3; n += 1) undos = keepUndo(undos, record(n));
    expect(undos).toHaveLength(MAX_UNDOS);
    expect(undos[0]?.id).toBe("u4");
  });

  it("forgets a change 10 seconds on, whatever command comes next", () => {
    const removed = ok(apply(party(), { type: "REMOVE_SONG", index: 0 }, ana));
    const later = ok(apply(removed.state, { type: "PAUSE_PLAYBACK" }, ana, NOW + UNDO_WINDOW_MS));
    expect(later.state.undos).toEqual([]);
  });
});

describe("the host's singer edits", () => {
  it("merges one singer's songs into another's, on now and waiting, places unchanged", () => {
    const state = { ...party(), hosts: ["ben"] };
    const result = ok(apply(state, { type: "MERGE_SINGER", singer: "ana", into: "ben" }, tv));
    const all = [result.state.current!, ...result.state.queue];
    expect(
      all.map((item) => [item.db_id, item.added_by_user.singer, item.added_by_user.name]),
    ).toEqual([
      [1, "ben", "Ben"],
      [2, "ben", "Ben"],
      [3, "ben", "Ben"],
      [4, "ben", "Ben"],
    ]);
    // The song on now changed hands without starting again.
    expect(result.events.map((e) => e.type)).toEqual(["QUEUE_CLEARED"]);
    expect(result.events[0]?.data).toMatchObject({ current_song: { queue_id: "q1" } });
  });

  it("tells only the queue when the song on now stays whose it was", () => {
    const result = ok(apply(party(), { type: "MERGE_SINGER", singer: "ben", into: "ana" }, tv));
    expect(result.events.map((e) => e.type)).toEqual(["QUEUE_REORDERED"]);
    expect(result.state.current?.added_by_user.singer).toBe("ana");
  });

  it("lets the merged singer keep being host when the other was", () => {
    const state = { ...party(), hosts: ["ana"] };
    const result = ok(apply(state, { type: "MERGE_SINGER", singer: "ana", into: "ben" }, tv));
    expect(result.state.hosts).toEqual(["ana", "ben"]);
  });

  it("is the host's alone, and names singers of the party", () => {
    const merge: SessionCommand = { type: "MERGE_SINGER", singer: "ana", into: "ben" };
    expect(apply(party(), merge, cy)).toMatchObject({ ok: false, code: "host_only_singers" });
    const remove: SessionCommand = { type: "REMOVE_SINGER", singer: "ana" };
    expect(apply(party(), remove, ben)).toMatchObject({ ok: false, code: "host_only_singers" });
    expect(apply(party(), { type: "MERGE_SINGER", singer: "zed", into: "ben" }, tv)).toMatchObject({
      code: "singer_not_found",
    });
    expect(apply(party(), { type: "MERGE_SINGER", singer: "ana", into: "zed" }, tv)).toMatchObject({
      code: "singer_not_found",
    });
    expect(apply(party(), { type: "REMOVE_SINGER", singer: "zed" }, tv)).toMatchObject({
      code: "singer_not_found",
    });
  });

  it("removes a singer's waiting songs, not the one on now, and can be undone", () => {
    const result = ok(apply(party(), { type: "REMOVE_SINGER", singer: "ana" }, tv));
    expect(ids(result.state)).toEqual([2, 4]);
    expect(result.state.current?.db_id).toBe(1);
    expect(result.events.map((e) => e.type)).toEqual(["SONG_REMOVED"]);
    const { undo_id, undo } = offerOf(result);
    expect(undo).toMatchObject({ action: "remove_singer", songs: [{ queue_id: "q3" }] });
    const back = ok(apply(result.state, { type: "UNDO", undoId: undo_id! }, tv));
    expect(ids(back.state)).toEqual([2, 3, 4]);
  });

  it("matches a song queued before singers by its name", () => {
    const state = ok(
      apply(
        party(),
        { type: "QUEUE_SONG", song: catalogueSong(7), addedBy: { name: "Old", avatar: null } },
        tv,
      ),
    ).state;
    const result = ok(apply(state, { type: "REMOVE_SINGER", singer: "name:Old" }, tv));
    expect(ids(result.state)).toEqual([2, 3, 4]);
  });
});
