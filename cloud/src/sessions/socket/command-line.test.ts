// The line of a session's commands, shared fairly: a flood from many devices fills only their
// own shares, a device sending now and then always gets in, and the line stays bounded.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { createCommandLines } from "./command-line.js";

describe("a session's line of waiting commands", () => {
  it("takes any command while it has room, then only a device below its share", () => {
    const lines = createCommandLines(4, 2);
    expect([1, 2, 3, 4].map(() => lines.enter("PARTY", "flooder"))).toEqual([
      true,
      true,
      true,
      true,
    ]);
    expect(lines.enter("PARTY", "flooder")).toBe(false);
    // A phone with nothing waiting gets in, up to its share.
    expect(lines.enter("PARTY", "phone")).toBe(true);
    expect(lines.enter("PARTY", "phone")).toBe(true);
    expect(lines.enter("PARTY", "phone")).toBe(false);
    expect(lines.waiting("PARTY")).toBe(6);
    // Another session's line is its own.
    expect(lines.enter("OTHER", "flooder")).toBe(true);
  });

  it("lets ten flooding devices fill the line: a phone still gets in, they do not", () => {
    const lines = createCommandLines(20, 1);
    for (let round = 0; round < 10; round += 1)
      for (let d = 0; d < 10; d += 1) lines.enter("PARTY", `flooder-${d}`);
    expect(lines.waiting("PARTY")).toBe(20);
    expect(lines.enter("PARTY", "flooder-0")).toBe(false);
    expect(lines.enter("PARTY", "phone")).toBe(true);
    expect(lines.enter("PARTY", "flooder-3")).toBe(false);
  });

  it("always takes the screen's own commands", () => {
    const lines = createCommandLines(2, 1);
    lines.enter("PARTY", "flooder");
    lines.enter("PARTY", "flooder");
    expect(lines.enter("PARTY", "tv")).toBe(true);
    expect(lines.enter("PARTY", "tv")).toBe(false);
    expect(lines.enter("PARTY", "tv", true)).toBe(true);
  });

  it("frees places as commands are answered", () => {
    const lines = createCommandLines(1, 1);
    expect(lines.enter("PARTY", "phone")).toBe(true);
    lines.enter("PARTY", "phone");
    expect(lines.enter("PARTY", "phone")).toBe(false);
    lines.leave("PARTY", "phone");
    lines.leave("PARTY", "phone");
    expect(lines.waiting("PARTY")).toBe(0);
    expect(lines.enter("PARTY", "phone")).toBe(true);
  });

  it("never refuses a device below its share, and holds at most its length plus a share each", () => {
    const max = 12;
    const share = 3;
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.integer({ min: 0, max: 7 }), fc.boolean()), { maxLength: 300 }),
        (steps) => {
          const lines = createCommandLines(max, share);
          const held = new Map<number, number>();
          for (const [device, entering] of steps) {
            const mine = held.get(device) ?? 0;
            if (!entering) {
              if (mine === 0) continue;
              lines.leave("PARTY", `d${device}`);
              held.set(device, mine - 1);
              continue;
            }
            const admitted = lines.enter("PARTY", `d${device}`);
            if (mine < share) expect(admitted).toBe(true);
            if (admitted) held.set(device, mine + 1);
            const total = [...held.values()].reduce((sum, n) => sum + n, 0);
            expect(lines.waiting("PARTY")).toBe(total);
            expect(total).toBeLessThanOrEqual(max + 8 * share);
          }
        },
      ),
    );
  });
});
