import type { QueueItem } from "@encore/shared";
import { beforeAll, describe, expect, it } from "vitest";
import { speak } from "../../../../shared/web/i18n/test-language";
import { isMine, nextTurnKey, shouldAlert, turnMessage, turnView } from "./your-turn";
import { testQueueItem } from "../../test-support/songs";

const item = (queueId: string, name: string): QueueItem => testQueueItem(queueId, 1, name);
const sung = (queueId: string, name: string, singer: string): QueueItem => {
  const base = item(queueId, name);
  return { ...base, added_by_user: { ...base.added_by_user, singer } };
};
/** A phone that sings as Ana and was given no singer: items without one are marked by name. */
const ana = (names: string[] = ["Ana"]) => ({ singers: [], names });

beforeAll(() => speak("en"));

describe("my songs", () => {
  it("are the ones of the singers this phone was given, whatever their name", () => {
    const me = { singers: ["s-guest", "s-account"], names: ["Sam"] };
    expect(isMine(sung("a", "Sam", "s-guest"), me)).toBe(true);
    expect(isMine(sung("b", "Real Sam", "s-account"), me)).toBe(true);
    // Another guest also called Sam: another singer, not mine.
    expect(isMine(sung("c", "Sam", "s-other"), me)).toBe(false);
  });

  it("are, without a singer on the item, the ones added under this phone's names", () => {
    expect(isMine(item("a", "Ana"), ana())).toBe(true);
    expect(isMine(item("a", "Bo"), ana(["Ana", "Ana Smith"]))).toBe(false);
    expect(isMine(item("a", ""), ana([""]))).toBe(false);
  });

  it("have places in the queue, and the banner says the nearest", () => {
    const view = turnView(null, [item("a", "Bo"), item("b", "Ana"), item("c", "Ana")], ana());
    expect(view).toEqual({ singingNow: false, nextIsMine: false, places: [2, 3], wait: null });
    expect(turnMessage(view)).toBe("Your song is #2 in the queue");
  });

  it("says when the nearest of them should start, or that the song on now is paused", () => {
    const queue = [item("a", "Bo"), item("b", "Cy"), item("c", "Ana"), item("d", "Ana")];
    const waits = [0, 250, 542, 800].map((seconds) => ({ seconds, paused: false }));
    const view = turnView(item("z", "Bo"), queue, ana(), waits);
    expect(view.wait).toEqual({ seconds: 542, paused: false });
    expect(turnMessage(view)).toBe("Your song is #3 — in about 9 min");
    const paused = waits.map((wait) => ({ ...wait, paused: true }));
    expect(turnMessage(turnView(item("z", "Bo"), queue, ana(), paused))).toBe(
      "Your song is #3 — paused · about 9 min",
    );
  });

  it("says next and on, whatever the wait", () => {
    const soon = [{ seconds: 30, paused: false }];
    expect(turnMessage(turnView(null, [item("a", "Ana")], ana(), soon))).toBe(
      "You're next! Get ready to sing.",
    );
    expect(turnMessage(turnView(null, [item("a", "Ana")], ana()))).toBe(
      "You're next! Get ready to sing.",
    );
    expect(turnMessage(turnView(item("z", "Ana"), [item("a", "Bo")], ana()))).toBe(
      "You're on! Grab the mic.",
    );
    expect(turnMessage(turnView(item("z", "Bo"), [], ana()))).toBeNull();
  });
});

describe("the alert", () => {
  it("fires once when the head of the queue becomes mine", () => {
    const names = ana();
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

  it("waits for the TV: none while it is away, once when it is back, not again after", () => {
    const me = ana();
    const queue = [item("b", "Ana")];
    expect(nextTurnKey(queue, me, true)).toBeNull();
    const back = nextTurnKey(queue, me, false);
    expect(shouldAlert(null, back)).toBe(true);
    // Alerted, then the TV reloads: the same song is not told twice.
    expect(shouldAlert(back, nextTurnKey(queue, me, false))).toBe(false);
  });
});
