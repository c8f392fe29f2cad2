import { describe, expect, it } from "vitest";
import { createPinTries, MAX_WRONG_PINS, PIN_WINDOW_MS } from "./pin-tries.js";

describe("wrong host PINs", () => {
  it("refuse a device after five in ten minutes, until the first is ten minutes old", () => {
    let now = 1_000_000;
    const tries = createPinTries(() => now);
    for (let i = 0; i < MAX_WRONG_PINS; i += 1) {
      expect(tries.blockedFor("ABC123", "phone")).toBeNull();
      tries.wrong("ABC123", "phone");
      now += 1000;
    }
    expect(tries.blockedFor("ABC123", "phone")).toBe(PIN_WINDOW_MS - MAX_WRONG_PINS * 1000);
    // Another device, or the same device in another party, is not held back.
    expect(tries.blockedFor("ABC123", "other")).toBeNull();
    expect(tries.blockedFor("XYZ789", "phone")).toBeNull();
    now = 1_000_000 + PIN_WINDOW_MS;
    expect(tries.blockedFor("ABC123", "phone")).toBeNull();
  });
});
