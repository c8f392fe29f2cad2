import type { QueueItem } from "@encore/shared";
import { describe, expect, it } from "vitest";
import { mergeTargets, partySingers } from "./party-singers";

const item = (queueId: string, name: string, singer?: string): QueueItem => ({
  id: queueId,
  db_id: 1,
  title: "Song",
  artist: "Artist",
  youtube_id: "x",
  songbook_prefix: "P",
  songbook_name: "Book",
  songbook_thumbnail: "",
  view_count: 0,
  is_favorite: false,
  queue_id: queueId,
  added_by_user: { name, avatar: null, ...(singer ? { singer } : {}) },
});

describe("the party's singers", () => {
  it("are everyone with a song on now or waiting, in the order they come up", () => {
    const singers = partySingers(item("q0", "Cy", "s-cy"), [
      item("q1", "Ana", "s-ana"),
      item("q2", "Cy", "s-cy"),
      item("q3", "Ana", "s-ana"),
      item("q4", "Bo", "s-bo"),
    ]);
    expect(singers).toEqual([
      { singer: "s-cy", name: "Cy", waiting: 1, singingNow: true },
      { singer: "s-ana", name: "Ana", waiting: 2, singingNow: false },
      { singer: "s-bo", name: "Bo", waiting: 1, singingNow: false },
    ]);
  });

  it("go by the singer, not the name: two guests called Sam are two singers", () => {
    const singers = partySingers(null, [item("q1", "Sam", "s-1"), item("q2", "Sam", "s-2")]);
    expect(singers.map((singer) => singer.singer)).toEqual(["s-1", "s-2"]);
  });

  it("are named as on their newest song; a song without a singer is its name's", () => {
    const singers = partySingers(null, [
      item("q1", "ana", "s-ana"),
      item("q2", "Old", undefined),
      item("q3", "Ana Smith", "s-ana"),
    ]);
    expect(singers).toEqual([
      { singer: "s-ana", name: "Ana Smith", waiting: 2, singingNow: false },
      { singer: "name:Old", name: "Old", waiting: 1, singingNow: false },
    ]);
  });

  it("can be merged into any other singer", () => {
    const singers = partySingers(null, [item("q1", "Ana", "s-ana"), item("q2", "Bo", "s-bo")]);
    expect(mergeTargets(singers, "s-ana").map((singer) => singer.name)).toEqual(["Bo"]);
    expect(partySingers(null, [])).toEqual([]);
  });
});
