import { webcrypto } from "node:crypto";
import { afterEach, describe, expect, it, vi } from "vitest";
import { randomId } from "./random-id.js";

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

afterEach(() => vi.unstubAllGlobals());

describe("randomId", () => {
  it("is a version-4 UUID", () => {
    expect(randomId()).toMatch(UUID_V4);
  });

  it("is made from getRandomValues where randomUUID is missing (a plain-http page)", () => {
    // A browser outside a secure context: getRandomValues only.
    vi.stubGlobal("crypto", {
      getRandomValues: (array: Uint8Array) => webcrypto.getRandomValues(array),
    });
    const ids = new Set(Array.from({ length: 50 }, () => randomId()));
    expect(ids.size).toBe(50);
    for (const id of ids) expect(id).toMatch(UUID_V4);
  });
});
