import { HOST_ONLY_MESSAGES } from "@encore/shared";
import { beforeAll, describe, expect, it } from "vitest";
import { speak } from "../../../../shared/web/i18n/test-language";
import { heldBack, hostOnlyDockText, hostOnlyReason } from "./host-limits";

beforeAll(() => speak("en"));

describe("host controls", () => {
  it("hold back only a guest, and only while they are on", () => {
    expect(heldBack(true, false)).toBe(true);
    expect(heldBack(true, true)).toBe(false);
    expect(heldBack(false, false)).toBe(false);
  });

  it("say why in the cloud's words", () => {
    expect(hostOnlyReason(true, "skip")).toBe("Only the host can skip songs");
    expect(hostOnlyReason(true, "stop")).toBe(HOST_ONLY_MESSAGES.stop);
    expect(hostOnlyReason(true, "clear")).toBe(HOST_ONLY_MESSAGES.clear);
    expect(hostOnlyReason(true, "reorder")).toBe(HOST_ONLY_MESSAGES.reorder);
    expect(hostOnlyReason(true, "removeOthers")).toBe(HOST_ONLY_MESSAGES.removeOthers);
    expect(hostOnlyReason(false, "skip")).toBeNull();
    expect(hostOnlyDockText()).toBe(`${HOST_ONLY_MESSAGES.skip} or stop playback.`);
  });
});
