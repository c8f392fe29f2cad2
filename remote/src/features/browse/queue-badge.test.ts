import type { QueueItem } from "@encore/shared";
import { describe, expect, it } from "vitest";
import { badgesText, parseBadges, queueBadge } from "./queue-badge";
import { testQueueItem } from "../../test-support/songs";

const item = (dbId: number, name: string): QueueItem =>
  testQueueItem(`q${dbId}${name}`, dbId, name);

describe("queue badge", () => {
  it("is Added for my songs, In Queue for the others', none otherwise", () => {
    const queue = [item(1, "Ana"), item(2, "Bo")];
    expect(queueBadge({ db_id: 1 }, null, queue, ["Ana"])).toBe("Added");
    expect(queueBadge({ db_id: 2 }, null, queue, ["Ana"])).toBe("In Queue");
    expect(queueBadge({ db_id: 3 }, null, queue, ["Ana"])).toBeNull();
  });
  it("counts the song on the screen", () => {
    expect(queueBadge({ db_id: 5 }, item(5, "Bo"), [], ["Ana"])).toBe("In Queue");
  });
});

describe("badges text", () => {
  it("gives every song's badge, the same as queueBadge", () => {
    const current = item(5, "Bo");
    const queue = [item(1, "Ana"), item(2, "Bo"), item(1, "Bo"), item(2, "Ana"), item(3, "Cy")];
    const names = ["Ana"];
    const text = badgesText(current, queue, names);
    expect(text).toBe("1:Added,2:Added,3:In Queue,5:In Queue");
    const badges = parseBadges(text);
    for (const dbId of [1, 2, 3, 4, 5]) {
      expect(badges.get(dbId) ?? null).toBe(queueBadge({ db_id: dbId }, current, queue, names));
    }
  });
  it("is the same text for the same badges, whatever the order", () => {
    expect(badgesText(null, [item(2, "Bo"), item(1, "Ana")], ["Ana"])).toBe(
      badgesText(null, [item(1, "Ana"), item(2, "Bo")], ["Ana"]),
    );
    expect(parseBadges("").size).toBe(0);
  });
});
