import { describe, expect, it } from "vitest";
import { applyMove, moveTarget } from "./queue-moves";

describe("queue moves", () => {
  const ids = ["q1", "q2", "q3"];

  it("names the move by indices and the moved item's queue_id", () => {
    expect(moveTarget(ids, "q3", "q1")).toEqual({ from: 2, to: 0, queueId: "q3" });
    expect(moveTarget(ids, "q1", "q2")).toEqual({ from: 0, to: 1, queueId: "q1" });
  });

  it("does nothing when dropped in place or outside", () => {
    expect(moveTarget(ids, "q2", "q2")).toBeNull();
    expect(moveTarget(ids, "q2", null)).toBeNull();
    expect(moveTarget(ids, "q9", "q1")).toBeNull();
  });

  it("applies a move like the cloud does", () => {
    expect(applyMove(ids, 2, 0)).toEqual(["q3", "q1", "q2"]);
    expect(applyMove(ids, 0, 2)).toEqual(["q2", "q3", "q1"]);
    expect(applyMove(ids, 5, 0)).toEqual(ids);
  });
});
