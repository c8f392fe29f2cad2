import { describe, expect, it } from "vitest";
import { mustRedirectToLanding, navigationState } from "./navigation-rules";

describe("the redirect rule", () => {
  it("sends a /session/ path opened with no state to /", () => {
    expect(mustRedirectToLanding("/session/ABC234", null, "load-1")).toBe(true);
    expect(mustRedirectToLanding("/session/ABC234/player", undefined, "load-1")).toBe(true);
  });

  it("keeps a /session/ path this load navigated to", () => {
    expect(mustRedirectToLanding("/session/ABC234", navigationState("load-1"), "load-1")).toBe(
      false,
    );
  });

  it("treats a reload (state from another load) as no state", () => {
    expect(mustRedirectToLanding("/session/ABC234", navigationState("load-0"), "load-1")).toBe(
      true,
    );
  });

  it("leaves other paths alone", () => {
    expect(mustRedirectToLanding("/", null, "load-1")).toBe(false);
    expect(mustRedirectToLanding("/privacy", null, "load-1")).toBe(false);
    expect(mustRedirectToLanding("/sessionx", null, "load-1")).toBe(false);
  });
});
