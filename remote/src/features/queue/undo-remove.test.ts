import type { QueueItem } from "@encore/shared";
import { describe, expect, it } from "vitest";
import { findRequeued, needsMove } from "./undo-remove";
import { testQueueItem } from "../../test-support/songs";

const item = (queueId: string, dbId: number): QueueItem => testQueueItem(queueId, dbId);

describe("undo of a remove", () => {
  const removed = { item: item("q2", 7), index: 1 };

  it("waits for the re-queued item", () => {
    const before = new Set(["q1", "q3"]);
    expect(findRequeued([item("q1", 1), item("q3", 3)], before, removed)).toBeNull();
  });

  it("moves the new item from the end back to its place", () => {
    const before = new Set(["q1", "q3"]);
    const move = findRequeued([item("q1", 1), item("q3", 3), item("q9", 7)], before, removed);
    expect(move).toEqual({ queueId: "q9", from: 2, to: 1 });
    expect(move && needsMove(move)).toBe(true);
  });

  it("ignores an older item of the same song", () => {
    const before = new Set(["q1", "q5"]);
    const queue = [item("q1", 1), item("q5", 7), item("q9", 7)];
    expect(findRequeued(queue, before, removed)?.queueId).toBe("q9");
  });

  it("keeps it at the end when its place is gone", () => {
    const before = new Set<string>();
    const move = findRequeued([item("q9", 7)], before, { item: item("q2", 7), index: 3 });
    expect(move).toEqual({ queueId: "q9", from: 0, to: 0 });
    expect(move && needsMove(move)).toBe(false);
  });
});
