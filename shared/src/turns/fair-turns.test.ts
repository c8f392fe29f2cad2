import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { deferTarget, fairPlace, roundsOf, singerKeyOf, waitingOf } from "./fair-turns.js";

/** An item sung by `singer`, with an id to follow it. */
const sung = (singer: string, id = singer) => ({
  id,
  added_by_user: { name: singer.toUpperCase(), avatar: null, singer },
});
type Item = ReturnType<typeof sung>;

/** Adds `singer`'s song where the rule places it; answers the new queue. */
function add(queue: Item[], current: Item | null, singer: string, id: string): Item[] {
  const at = fairPlace(queue, current, singer);
  return [...queue.slice(0, at), sung(singer, id), ...queue.slice(at)];
}

const order = (queue: Item[]) => queue.map((item) => item.id);

describe("fair turns", () => {
  it("rotates: A queues three, then B and C one each → A1 B1 C1 A2 A3", () => {
    let queue: Item[] = [];
    for (const [singer, id] of [
      ["a", "A1"],
      ["a", "A2"],
      ["a", "A3"],
      ["b", "B1"],
      ["c", "C1"],
    ] as const)
      queue = add(queue, null, singer, id);
    expect(order(queue)).toEqual(["A1", "B1", "C1", "A2", "A3"]);
    expect(roundsOf(queue, null)).toEqual([1, 1, 1, 2, 3]);
  });

  it("makes who sings now wait a full round", () => {
    let queue: Item[] = [];
    const current = sung("a", "A0");
    queue = add(queue, current, "a", "A1");
    queue = add(queue, current, "b", "B1");
    queue = add(queue, current, "c", "C1");
    expect(order(queue)).toEqual(["B1", "C1", "A1"]);
  });

  it("places only the new song: a host's move stands", () => {
    // The host moved B1 behind A's second song: C1 (round 1) goes after the last song of a
    // round no later than its own, B1, and nothing else moves.
    const moved = [sung("a", "A1"), sung("a", "A2"), sung("b", "B1")];
    expect(order(add(moved, null, "c", "C1"))).toEqual(["A1", "A2", "B1", "C1"]);
    // A's third song (round 3) goes last too; B's second (round 2) after A2 and B1.
    expect(order(add(moved, null, "b", "B2"))).toEqual(["A1", "A2", "B1", "B2"]);
  });

  it("goes first when every waiting song is of a later round", () => {
    expect(fairPlace([sung("a"), sung("a")], sung("a"), "b")).toBe(0);
    expect(fairPlace([], null, "b")).toBe(0);
  });

  it("tells singers of items without one by name", () => {
    const old = { added_by_user: { name: "Sam", avatar: null } };
    expect(singerKeyOf(old)).toBe("name:Sam");
    expect(waitingOf([old, old, sung("x")], "name:Sam")).toBe(2);
  });

  it("with no manual moves, never puts a singer's k-th waiting song behind another's (k+1)-th", () => {
    const singers = fc.constantFrom("a", "b", "c", "d", "e");
    fc.assert(
      fc.property(
        fc.option(singers, { nil: null }),
        fc.array(singers, { maxLength: 60 }),
        (singingNow, adds) => {
          const current = singingNow === null ? null : sung(singingNow, "now");
          let queue: Item[] = [];
          adds.forEach((singer, n) => {
            queue = add(queue, current, singer, `${singer}${n}`);
          });
          // Each song's rank among its singer's, the song on now counting as its singer's first.
          const seen = new Map<string, number>();
          const ranks = queue.map((item) => {
            const singer = item.added_by_user.singer;
            const rank = (seen.get(singer) ?? (singer === singingNow ? 1 : 0)) + 1;
            seen.set(singer, rank);
            return rank;
          });
          // Ranks never go down along the queue: nobody's k-th is behind anyone's (k+1)-th.
          for (let i = 1; i < ranks.length; i += 1)
            expect(ranks[i]).toBeGreaterThanOrEqual(ranks[i - 1]!);
          expect(queue).toHaveLength(adds.length);
        },
      ),
    );
  });

  it("keeps the order of the songs already waiting, whatever moves made it", () => {
    const singers = fc.constantFrom("a", "b", "c", "d");
    fc.assert(
      fc.property(
        fc.array(singers, { maxLength: 40 }),
        fc.option(singers, { nil: null }),
        singers,
        (waiting, singingNow, singer) => {
          const queue = waiting.map((s, n) => sung(s, `w${n}`));
          const current = singingNow === null ? null : sung(singingNow, "now");
          const after = add(queue, current, singer, "new");
          expect(order(after).filter((id) => id !== "new")).toEqual(order(queue));
        },
      ),
    );
  });
});

describe("skip my turn, keep my place", () => {
  it("moves a song just behind the next song of another singer", () => {
    const queue = [sung("a", "A1"), sung("a", "A2"), sung("b", "B1"), sung("c", "C1")];
    expect(deferTarget(queue, 0)).toBe(2);
    expect(deferTarget(queue, 2)).toBe(3);
  });

  it("leaves a song with no other singer's song after it where it is", () => {
    const queue = [sung("b", "B1"), sung("a", "A1"), sung("a", "A2")];
    expect(deferTarget(queue, 1)).toBeNull();
    expect(deferTarget(queue, 2)).toBeNull();
    expect(deferTarget(queue, 9)).toBeNull();
  });
});
