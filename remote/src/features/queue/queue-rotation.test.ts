import type { QueueItem } from "@encore/shared";
import { beforeAll, describe, expect, it } from "vitest";
import { speak } from "../../../../shared/web/i18n/test-language";
import { testQueueItem } from "../../test-support/songs";
import { rotationOf, type RotationContext } from "./queue-rotation";

const sung = (queueId: string, singer: string): QueueItem => {
  const base = testQueueItem(queueId, 1, singer.toUpperCase());
  return { ...base, added_by_user: { ...base.added_by_user, singer } };
};
const minutes = (...mins: number[]) => mins.map((m) => ({ seconds: m * 60, paused: false }));

/** Phone "a", a guest, with fair turns on and host controls off. */
function context(change: Partial<RotationContext> = {}): RotationContext {
  return {
    current: null,
    waits: [],
    isMine: (item) => item.added_by_user.singer === "a",
    isHost: false,
    fairTurns: true,
    heldBack: false,
    ...change,
  };
}

beforeAll(() => speak("en"));

describe("the rotation on the Queue tab", () => {
  const queue = [sung("B1", "b"), sung("C1", "c"), sung("A2", "a"), sung("A3", "a")];

  it("heads each round, counting the song on now as its singer's first", () => {
    const entries = rotationOf(queue, context({ current: sung("A1", "a") }));
    expect(entries.map((entry) => entry.round)).toEqual([1, 1, 2, 3]);
    expect(entries.map((entry) => entry.heading)).toEqual(["Round 1", null, "Round 2", "Round 3"]);
  });

  it("heads nothing without fair turns", () => {
    const entries = rotationOf(queue, context({ fairTurns: false }));
    expect(entries.every((entry) => entry.heading === null)).toBe(true);
  });

  it("says each song's wait, paused or not", () => {
    expect(rotationOf(queue, context({ waits: minutes(1, 4, 9, 13) }))[2]?.wait).toBe(
      "in about 9 min",
    );
    const paused = [{ seconds: 120, paused: true }];
    expect(rotationOf(queue, context({ waits: paused }))[0]?.wait).toBe("paused · about 2 min");
    expect(rotationOf(queue, context())[0]?.wait).toBeNull();
  });

  it("lets a guest skip the turn of its own songs, and the host any song", () => {
    const guest = rotationOf(queue, context());
    expect(guest.map((entry) => entry.canDefer)).toEqual([false, false, true, true]);
    const host = rotationOf(queue, context({ isHost: true }));
    expect(host.every((entry) => entry.canDefer)).toBe(true);
  });

  it("knows when there is nobody to let go first", () => {
    const entries = rotationOf(queue, context());
    expect(entries.map((entry) => entry.deferTo)).toEqual([1, 2, null, null]);
  });

  it("with host controls, keeps reordering and others' songs for the host", () => {
    const held = rotationOf(queue, context({ heldBack: true }));
    expect(held[0]?.moveBlocked).toBe("Only the host can reorder the queue");
    expect(held[0]?.removeBlocked).toBe("Only the host can remove another singer's song");
    expect(held[2]?.removeBlocked).toBeNull();
    const free = rotationOf(queue, context());
    expect(free.every((entry) => !entry.moveBlocked && !entry.removeBlocked)).toBe(true);
  });
});
