import type { QueueItem } from "@encore/shared";
import { describe, expect, it } from "vitest";
import { isMine, nextTurnKey, shouldAlert, turnMessage, turnView } from "./your-turn";
import { testQueueItem } from "../../test-support/songs";

const item = (queueId: string, name: string): QueueItem => testQueueItem(queueId, 1, name);

describe("my songs", () => {
  it("are the ones added under this phone's names", () => {
    expect(isMine(item("a", "Ana"), ["Ana"])).toBe(true);
    expect(isMine(item("a", "Bo"), ["Ana", "Ana Smith"])).toBe(false);
    expect(isMine(item("a", ""), [""])).toBe(false);
  });

  it("have places in the queue, and the banner says the nearest", () => {
    const view = turnView(null, [item("a", "Bo"), item("b", "Ana"), item("c", "Ana")], ["Ana"]);
    expect(view).toEqual({ singingNow: false, nextIsMine: false, places: [2, 3] });
    expect(turnMessage(view)).toBe("Your song is #2 in the queue");
  });

  it("says next and on", () => {
    expect(turnMessage(turnView(null, [item("a", "Ana")], ["Ana"]))).toBe(
      "You're next! Get ready to sing.",
    );
    expect(turnMessage(turnView(item("z", "Ana"), [item("a", "Bo")], ["Ana"]))).toBe(
      "You're on! Grab the mic.",
    );
    expect(turnMessage(turnView(item("z", "Bo"), [], ["Ana"]))).toBeNull();
  });
});

describe("the alert", () => {
  it("fires once when the head of the queue becomes mine", () => {
    const names = ["Ana"];
    const first = nextTurnKey([item("a", "Bo"), item("b", "Ana")], names);
    expect(first).toBeNull();
    const second = nextTurnKey([item("b", "Ana")], names);
    expect(shouldAlert(first, second)).toBe(true);
    expect(shouldAlert(second, nextTurnKey([item("b", "Ana"), item("c", "Bo")], names))).toBe(
      false,
    );
    expect(shouldAlert(second, nextTurnKey([item("d", "Ana")], names))).toBe(true);
    expect(shouldAlert(second, null)).toBe(false);
  });
});
