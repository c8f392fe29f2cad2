import type { QueueItem } from "@encore/shared";
import { describe, expect, it } from "vitest";
import { badgesText, parseBadges, queueBadge } from "./queue-badge";
import { testQueueItem } from "../../test-support/songs";

const item = (dbId: number, name: string): QueueItem =>
  testQueueItem(`q${dbId}${name}`, dbId, name);

/** A phone singing as Ana; the test items carry no singer, so they are matched by name. */
const ANA = { singers: [], names: ["Ana"] };

describe("queue badge", () => {
  it("is Added for my songs, In Queue for the others', none otherwise", () => {
    const queue = [item(1, "Ana"), item(2, "Bo")];
    expect(queueBadge({ db_id: 1 }, null, queue, ANA)).toBe("added");
    expect(queueBadge({ db_id: 2 }, null, queue, ANA)).toBe("inQueue");
    expect(queueBadge({ db_id: 3 }, null, queue, ANA)).toBeNull();
  });
  it("is In Queue for another singer's song under my name", () => {
    const other = item(7, "Ana");
    const singer = { ...other, added_by_user: { ...other.added_by_user, singer: "s-other" } };
    expect(queueBadge({ db_id: 7 }, null, [singer], { singers: ["s-me"], names: ["Ana"] })).toBe(
      "inQueue",
    );
  });
  it("counts the song on the screen", () => {
    expect(queueBadge({ db_id: 5 }, item(5, "Bo"), [], ANA)).toBe("inQueue");
  });
});

describe("badges text", () => {
  it("gives every song's badge, the same as queueBadge", () => {
    const current = item(5, "Bo");
    const queue = [item(1, "Ana"), item(2, "Bo"), item(1, "Bo"), item(2, "Ana"), item(3, "Cy")];
    const names = ANA;
    const text = badgesText(current, queue, names);
    expect(text).toBe("1:added,2:added,3:inQueue,5:inQueue");
    const badges = parseBadges(text);
    for (const dbId of [1, 2, 3, 4, 5]) {
      expect(badges.get(dbId) ?? null).toBe(queueBadge({ db_id: dbId }, current, queue, names));
    }
  });
  it("is the same text for the same badges, whatever the order", () => {
    expect(badgesText(null, [item(2, "Bo"), item(1, "Ana")], ANA)).toBe(
      badgesText(null, [item(1, "Ana"), item(2, "Bo")], ANA),
    );
    expect(parseBadges("").size).toBe(0);
  });
});
