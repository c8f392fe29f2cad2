import { describe, expect, it } from "vitest";
import { movedPath } from "./party-moved";

describe("following a party that moved", () => {
  it("stays on the same tab in the new party", () => {
    expect(movedPath("/session/ABC234/queue", "ABC234", "XYZ789")).toBe("/session/XYZ789/queue");
    expect(movedPath("/session/ABC234/songbook/P", "ABC234", "XYZ789")).toBe(
      "/session/XYZ789/songbook/P",
    );
    expect(movedPath("/session/ABC234", "ABC234", "XYZ789")).toBe("/session/XYZ789");
  });

  it("goes to the new party's Songs tab from anywhere else", () => {
    expect(movedPath("/join/ABC234", "ABC234", "XYZ789")).toBe("/session/XYZ789");
    expect(movedPath("/session/ABC2345", "ABC234", "XYZ789")).toBe("/session/XYZ789");
  });
});
