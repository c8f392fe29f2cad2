import { describe, expect, it } from "vitest";
import { createPinTries, DEFAULT_PIN_LIMITS, newHostPin } from "./pin-tries.js";

const policy = {
  perDevice: { points: 2, durationSeconds: 600 },
  perAddress: { points: 3, durationSeconds: 600 },
  perParty: { points: 4, durationSeconds: 600 },
};

describe("wrong host PINs", () => {
  it("take a device's try at once: a burst gets as many as the device has, the rest wait", async () => {
    const tries = createPinTries(policy);
    const burst = await Promise.all(
      Array.from({ length: 5 }, () =>
        tries.take({ party: "ABC123", device: "phone", address: "a" }),
      ),
    );
    expect(burst.filter((one) => "giveBack" in one)).toHaveLength(2);
    expect(burst.filter((one) => "waitMs" in one)).toHaveLength(3);
    const refused = burst.find((one) => "waitMs" in one) as { waitMs: number };
    expect(refused.waitMs).toBeGreaterThan(590_000);
  });

  it("count an address over its devices, and give a right PIN's try back", async () => {
    const tries = createPinTries(policy);
    const at = (device: string) => tries.take({ party: "ABC123", device, address: "a" });
    const first = await at("one");
    if (!("giveBack" in first)) throw new Error("refused");
    await first.giveBack();
    await at("one");
    await at("two");
    await at("three");
    expect(await at("four")).toHaveProperty("waitMs");
    // Another address, or another party, is not held back.
    expect(await tries.take({ party: "ABC123", device: "five", address: "b" })).toHaveProperty(
      "giveBack",
    );
    expect(await tries.take({ party: "XYZ789", device: "one", address: "a" })).toHaveProperty(
      "giveBack",
    );
  });

  it("tell the try that uses up the party's count, and count afresh once it is renewed", async () => {
    const tries = createPinTries(policy);
    const taken = [];
    for (const address of ["a", "b", "c", "d"])
      taken.push(await tries.take({ party: "P", device: address, address }));
    expect(taken.map((one) => "lastOfParty" in one && one.lastOfParty)).toEqual([
      false,
      false,
      false,
      true,
    ]);
    // While the PIN is being renewed the party's tries are refused briefly, not for ten minutes.
    expect(await tries.take({ party: "P", device: "e", address: "e" })).toEqual({ waitMs: 1000 });
    await tries.renewed("P");
    expect(await tries.take({ party: "P", device: "e", address: "e" })).toHaveProperty(
      "lastOfParty",
      false,
    );
  });

  it("make PINs of four digits and allow five wrong ones per device by default", () => {
    expect(newHostPin()).toMatch(/^\d{4}$/);
    expect(DEFAULT_PIN_LIMITS.perDevice.points).toBe(5);
  });
});
