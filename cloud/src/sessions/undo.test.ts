// What an undo puts back and how long it is kept (undo.ts), apart from the machine.
import { describe, expect, it } from "vitest";
import { catalogueSong } from "../test-support/session-fixtures.js";
import type { SessionItem } from "./session-state.js";
import { liveUndos, putBack, UNDO_WINDOW_MS, type UndoRecord } from "./undo.js";

const item = (n: number, singer = "ana"): SessionItem => ({
  ...catalogueSong(n),
  queue_id: `q${n}`,
  added_by_user: { name: singer, avatar: null, singer },
});
const ids = (queue: readonly SessionItem[]) => queue.map((one) => one.db_id);

describe("putting songs back", () => {
  it("puts each at its old place, in order", () => {
    const queue = [item(1), item(3)];
    expect(
      ids(
        putBack(queue, null, [
          { item: item(2), index: 1 },
          { item: item(4), index: 3 },
        ]),
      ),
    ).toEqual([1, 2, 3, 4]);
  });

  it("puts a song whose place is past the end of a shorter queue at the end", () => {
    expect(ids(putBack([item(1)], null, [{ item: item(9), index: 7 }]))).toEqual([1, 9]);
  });

  it("leaves out a song queued or on again meanwhile, and one past a full queue", () => {
    const again = { ...item(2), queue_id: "q20" };
    const put = putBack([again], item(3), [
      { item: item(2), index: 0 },
      { item: item(3), index: 1 },
      { item: item(4), index: 2 },
    ]);
    expect(ids(put)).toEqual([2, 4]);
    expect(put[0]?.queue_id).toBe("q20");
    const full = Array.from({ length: 500 }, (_, n) => item(100 + n));
    expect(putBack(full, null, [{ item: item(4), index: 0 }])).toHaveLength(500);
  });
});

describe("keeping changes", () => {
  it("keeps a change for 10 seconds, not a moment longer", () => {
    const record: UndoRecord = {
      id: "u1",
      action: "remove",
      at: 1000,
      by: { name: "" },
      queued: [],
      current: null,
    };
    expect(liveUndos([record], 1000 + UNDO_WINDOW_MS - 1)).toEqual([record]);
    expect(liveUndos([record], 1000 + UNDO_WINDOW_MS)).toEqual([]);
  });
});
