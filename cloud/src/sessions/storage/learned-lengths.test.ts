import { describe, expect, it } from "vitest";
import { agreedLength, type LengthReport } from "./learned-lengths.js";

const report = (session: string, address: string, seconds: number): LengthReport => ({
  session_code: session,
  address_key: address,
  duration_s: seconds,
});

describe("the catalogue's length from screens' reports", () => {
  it("keeps the import's when a report agrees with it within two seconds", () => {
    expect(agreedLength(180, 182, [report("A", "x", 182)])).toBeNull();
  });

  it("takes a length three parties from two addresses agree on, their median", () => {
    const reports = [report("A", "x", 241), report("B", "x", 240), report("C", "y", 239)];
    expect(agreedLength(null, 239, reports)).toBe(240);
    expect(agreedLength(600, 239, reports)).toBe(240);
  });

  it("refuses one address's parties, too few parties, and lengths that do not agree", () => {
    const oneAddress = [report("A", "x", 240), report("B", "x", 240), report("C", "x", 240)];
    expect(agreedLength(null, 240, oneAddress)).toBeNull();
    expect(agreedLength(null, 240, [report("A", "x", 240), report("B", "y", 240)])).toBeNull();
    const apart = [report("A", "x", 240), report("B", "y", 250), report("C", "z", 1)];
    expect(agreedLength(null, 240, apart)).toBeNull();
  });
});
