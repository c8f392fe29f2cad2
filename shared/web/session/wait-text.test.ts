import { beforeAll, describe, expect, it } from "vitest";
import { speak } from "../i18n/test-language";
import { waitText } from "./wait-text";

describe("a wait in words", () => {
  beforeAll(() => speak("en"));

  it("says about how many minutes, at least one", () => {
    expect(waitText({ seconds: 542, paused: false })).toBe("in about 9 min");
    expect(waitText({ seconds: 5, paused: false })).toBe("in about 1 min");
  });
  it("says the song on now is paused instead of counting down", () => {
    expect(waitText({ seconds: 542, paused: true })).toBe("paused · about 9 min");
  });
});
