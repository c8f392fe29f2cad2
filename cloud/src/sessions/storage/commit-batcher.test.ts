import { describe, expect, it } from "vitest";
import { createCommitBatcher } from "./commit-batcher.js";

interface Write {
  code: string;
  n: number;
}

/** A commit that records its batches and answers each write with its own number. */
function recordingCommit(options: { failBatch?: number } = {}) {
  const batches: Write[][] = [];
  const commit = async (writes: readonly Write[]) => {
    batches.push([...writes]);
    await new Promise((resolve) => setTimeout(resolve, 5));
    if (batches.length === options.failBatch) throw new Error("disk full");
    return writes.map((w) => w.n);
  };
  return { batches, commit };
}

const keyOf = (w: Write) => w.code;

describe("the commit batcher (group commit)", () => {
  it("commits the writes of one event-loop turn, across sessions, as one batch", async () => {
    const { batches, commit } = recordingCommit();
    const batcher = createCommitBatcher({ commit, keyOf });
    const outcomes = await Promise.all(
      ["AAA", "BBB", "CCC"].map((code, n) => batcher.submit({ code, n })),
    );
    expect(outcomes).toEqual([0, 1, 2]);
    expect(batches).toHaveLength(1);
    expect(batches[0]?.map((w) => w.code)).toEqual(["AAA", "BBB", "CCC"]);
  });

  it("settles a write only after its batch is committed", async () => {
    let committed = false;
    const batcher = createCommitBatcher<Write, string>({
      keyOf,
      commit: async (writes) => {
        await new Promise((resolve) => setTimeout(resolve, 20));
        committed = true;
        return writes.map(() => "saved");
      },
    });
    const outcome = await batcher.submit({ code: "AAA", n: 1 });
    expect(outcome).toBe("saved");
    expect(committed).toBe(true);
  });

  it("keeps one write per session in a batch, the next ones in order in later batches", async () => {
    const { batches, commit } = recordingCommit();
    const batcher = createCommitBatcher({ commit, keyOf });
    const writes = [
      { code: "AAA", n: 1 },
      { code: "AAA", n: 2 },
      { code: "BBB", n: 3 },
      { code: "AAA", n: 4 },
      { code: "CCC", n: 5 },
    ];
    expect(await Promise.all(writes.map((w) => batcher.submit(w)))).toEqual([1, 2, 3, 4, 5]);
    expect(batches.map((batch) => batch.map((w) => w.n))).toEqual([[1, 3, 5], [2], [4]]);
  });

  it("forms the next batch from what arrives while one commits", async () => {
    const { batches, commit } = recordingCommit();
    const batcher = createCommitBatcher({ commit, keyOf });
    const first = batcher.submit({ code: "AAA", n: 1 });
    await new Promise((resolve) => setImmediate(resolve)); // the first batch is now committing
    const later = ["BBB", "CCC", "DDD"].map((code, i) => batcher.submit({ code, n: i + 2 }));
    expect(batcher.pending).toBe(3);
    await Promise.all([first, ...later]);
    expect(batches.map((batch) => batch.length)).toEqual([1, 3]);
  });

  it("fails exactly the writes of a batch whose commit fails, and goes on with the next", async () => {
    const { commit } = recordingCommit({ failBatch: 1 });
    const batcher = createCommitBatcher({ commit, keyOf });
    const failed = [batcher.submit({ code: "AAA", n: 1 }), batcher.submit({ code: "BBB", n: 2 })];
    const deferred = batcher.submit({ code: "AAA", n: 3 }); // same session: the next batch
    const results = await Promise.allSettled([...failed, deferred]);
    expect(results.map((r) => r.status)).toEqual(["rejected", "rejected", "fulfilled"]);
    expect(await deferred).toBe(3);
  });

  it("caps a batch at maxBatch writes", async () => {
    const { batches, commit } = recordingCommit();
    const batcher = createCommitBatcher({ commit, keyOf, maxBatch: 2 });
    await Promise.all(["A", "B", "C", "D", "E"].map((code, n) => batcher.submit({ code, n })));
    expect(batches.map((batch) => batch.length)).toEqual([2, 2, 1]);
  });

  it("rejects the batch when the commit answers for the wrong number of writes", async () => {
    const batcher = createCommitBatcher<Write, number>({
      keyOf,
      commit: () => Promise.resolve([1]),
    });
    const results = await Promise.allSettled([
      batcher.submit({ code: "AAA", n: 1 }),
      batcher.submit({ code: "BBB", n: 2 }),
    ]);
    expect(results.map((r) => r.status)).toEqual(["rejected", "rejected"]);
  });
});
