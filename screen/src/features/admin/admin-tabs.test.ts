import { describe, expect, it } from "vitest";
import { nextTab } from "./admin-tabs";

describe("the back office's tabs by keyboard", () => {
  it("moves with the arrows, wrapping at both ends", () => {
    expect(nextTab("parties", "ArrowRight")).toBe("karaoke");
    expect(nextTab("feedback", "ArrowRight")).toBe("parties");
    expect(nextTab("parties", "ArrowLeft")).toBe("feedback");
  });
  it("goes to the ends with Home and End, and ignores other keys", () => {
    expect(nextTab("songs", "Home")).toBe("parties");
    expect(nextTab("songs", "End")).toBe("feedback");
    expect(nextTab("songs", "Enter")).toBeNull();
  });
});
