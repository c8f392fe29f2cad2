import { OP_ID_MEMORY_MS } from "@encore/shared";
import { describe, expect, it } from "vitest";
import { MAX_REMEMBERED_OPS, recentOps, withOp } from "./recent-ops.js";

const many = (count: number, at: (i: number) => number) =>
  Object.fromEntries(Array.from({ length: count }, (_, i) => [`op-${i}`, at(i)]));

describe("recent op_ids", () => {
  it("keeps a set within its limits as it is", () => {
    const ops = { a: 1_000, b: 2_000 };
    expect(recentOps(ops, 3_000)).toBe(ops);
  });

  it("forgets op_ids older than the memory window", () => {
    const now = 10 * OP_ID_MEMORY_MS;
    const ops = { old: now - OP_ID_MEMORY_MS, fresh: now - 1 };
    expect(recentOps(ops, now)).toEqual({ fresh: now - 1 });
  });

  it("keeps only the newest when over the cap", () => {
    const ops = many(MAX_REMEMBERED_OPS + 5, (i) => 1_000 + i);
    const kept = recentOps(ops, 2_000);
    expect(Object.keys(kept)).toHaveLength(MAX_REMEMBERED_OPS);
    expect(kept["op-0"]).toBeUndefined();
    expect(kept[`op-${MAX_REMEMBERED_OPS + 4}`]).toBe(1_000 + MAX_REMEMBERED_OPS + 4);
  });

  it("remembers one more without copying what it drops", () => {
    expect(withOp({ a: 1 }, "b", 2)).toEqual({ a: 1, b: 2 });
  });

  it("drops the oldest when a full set remembers one more", () => {
    const full = many(MAX_REMEMBERED_OPS, (i) => 5_000 - i);
    const next = withOp(full, "new", 6_000);
    expect(Object.keys(next)).toHaveLength(MAX_REMEMBERED_OPS);
    expect(next.new).toBe(6_000);
    expect(next[`op-${MAX_REMEMBERED_OPS - 1}`]).toBeUndefined();
    expect(next["op-0"]).toBe(5_000);
  });

  it("does not remember an op_id older than everything in a full set", () => {
    const full = many(MAX_REMEMBERED_OPS, (i) => 5_000 + i);
    const next = withOp(full, "late", 1);
    expect(next.late).toBeUndefined();
    expect(Object.keys(next)).toHaveLength(MAX_REMEMBERED_OPS);
  });
});
