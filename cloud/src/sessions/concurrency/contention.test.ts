import { describe, expect, it } from "vitest";
import { CONTENDED_MS, createContention } from "./contention.js";

describe("session contention", () => {
  it("marks a session contended for a while after a conflict, then not", () => {
    let clock = 1_000;
    const contention = createContention(() => clock);
    expect(contention.isContended("ABC234")).toBe(false);
    contention.conflicted("ABC234");
    expect(contention.isContended("ABC234")).toBe(true);
    expect(contention.isContended("XYZ789")).toBe(false);
    clock += CONTENDED_MS - 1;
    expect(contention.isContended("ABC234")).toBe(true);
    clock += 1;
    expect(contention.isContended("ABC234")).toBe(false);
  });

  it("a new conflict extends the while", () => {
    let clock = 0;
    const contention = createContention(() => clock, 100);
    contention.conflicted("ABC234");
    clock = 90;
    contention.conflicted("ABC234");
    clock = 150;
    expect(contention.isContended("ABC234")).toBe(true);
  });

  it("forgets sessions no longer contended once many were", () => {
    let clock = 0;
    const contention = createContention(() => clock, 10);
    for (let i = 0; i < 1_000; i += 1) contention.conflicted(`S${i}`);
    clock = 20;
    expect(contention.remembered()).toBe(1_000);
    contention.conflicted("LATEST");
    expect(contention.remembered()).toBe(1);
    expect(contention.isContended("LATEST")).toBe(true);
  });
});
