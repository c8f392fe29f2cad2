import { DEFAULT_PARTY_SETTINGS, type QueueItem } from "@encore/shared";
import { describe, expect, it } from "vitest";
import { leaveChoice } from "./leave-rule";

const song = { queue_id: "q1", title: "Song" } as QueueItem;
const settings = DEFAULT_PARTY_SETTINGS;
const hostControls = { ...DEFAULT_PARTY_SETTINGS, host_controls: true };

describe("leaveChoice", () => {
  it("goes back at once with nothing to lose, host controls or not", () => {
    expect(leaveChoice({ currentSong: null, queue: [], settings })).toBe("leave");
    expect(leaveChoice({ currentSong: null, queue: [], settings: hostControls })).toBe("leave");
  });

  it("asks first with a song on or a queue", () => {
    expect(leaveChoice({ currentSong: song, queue: [], settings })).toBe("confirm");
    expect(leaveChoice({ currentSong: null, queue: [song], settings })).toBe("confirm");
  });

  it("with host controls on, says only the host may clear", () => {
    expect(leaveChoice({ currentSong: song, queue: [song], settings: hostControls })).toBe(
      "host-only",
    );
  });
});
