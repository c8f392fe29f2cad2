import { describe, expect, it } from "vitest";
import { legalPageKey } from "./legal-page-keys";

describe("legal page keys", () => {
  it.each(["Escape", "Backspace"])("%s goes back", (key) => {
    expect(legalPageKey(key, 1, 3)).toEqual({ type: "back" });
  });

  it("Right and Left walk Back and the two cross links, stopping at the ends", () => {
    expect(legalPageKey("ArrowRight", 0, 3)).toEqual({ type: "focus", index: 1 });
    expect(legalPageKey("ArrowRight", 2, 3)).toEqual({ type: "focus", index: 2 });
    expect(legalPageKey("ArrowLeft", 2, 3)).toEqual({ type: "focus", index: 1 });
    expect(legalPageKey("ArrowLeft", 0, 3)).toEqual({ type: "focus", index: 0 });
  });

  it("with nothing focused, an arrow starts on Back", () => {
    expect(legalPageKey("ArrowRight", -1, 3)).toEqual({ type: "focus", index: 0 });
    expect(legalPageKey("ArrowLeft", -1, 3)).toEqual({ type: "focus", index: 0 });
  });

  it.each(["ArrowUp", "ArrowDown", "PageDown", "Enter", "a"])("leaves %s to the browser", (key) => {
    expect(legalPageKey(key, 0, 3)).toBeNull();
  });
});
