import { describe, expect, it } from "vitest";
import { playerKeyAction } from "./player-keys";

describe("player keys", () => {
  it("moves between buttons and stops at the ends", () => {
    expect(playerKeyAction("ArrowRight", 0, 6, false)).toEqual({ kind: "focus", index: 1 });
    expect(playerKeyAction("ArrowRight", 5, 6, false)).toEqual({ kind: "focus", index: 5 });
    expect(playerKeyAction("ArrowLeft", 0, 6, false)).toEqual({ kind: "focus", index: 0 });
    expect(playerKeyAction("ArrowLeft", 3, 6, false)).toEqual({ kind: "focus", index: 2 });
  });

  it("goes back on Escape, ignores keys while typing", () => {
    expect(playerKeyAction("Escape", 2, 6, false)).toEqual({ kind: "back" });
    expect(playerKeyAction("ArrowLeft", 3, 6, true)).toEqual({ kind: "none" });
    expect(playerKeyAction("a", 3, 6, false)).toEqual({ kind: "none" });
  });
});
