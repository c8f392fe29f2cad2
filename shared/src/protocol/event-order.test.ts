import { describe, expect, it } from "vitest";
import { createEventOrder, type EventOrder, type ReceivedEvent } from "./event-order.js";

const ev = (name: string, version?: number): ReceivedEvent => ({
  name,
  data: version === undefined ? {} : { version },
});
const joined = (version?: number) => ev("SESSION_JOINED", version);
/** An event that also stands for the versions from `since` (a burst's newer queue). */
const evSince = (name: string, since: number, version: number): ReceivedEvent => ({
  name,
  data: { since, version },
});

/** Feeds events at time `now` and lists what came out, as "NAME@version". */
function feed(order: EventOrder, events: ReceivedEvent[], now = 0): string[] {
  return events
    .flatMap((event) => order.receive(event, now))
    .map(({ name, data }) => `${name}@${(data as { version?: number }).version ?? "-"}`);
}

function joinedAt(version: number): EventOrder {
  const order = createEventOrder({ gapMs: 1_000, snapshotMs: 5_000 });
  order.receive(joined(version), 0);
  return order;
}

describe("event order", () => {
  it("hands on events in version order, holding a newer one until the gap fills", () => {
    const order = joinedAt(4);
    expect(feed(order, [ev("SONG_QUEUED", 6)])).toEqual([]);
    expect(order.resyncDeadline()).toBe(1_000);
    expect(feed(order, [ev("PLAYBACK_PAUSED", 5)])).toEqual(["PLAYBACK_PAUSED@5", "SONG_QUEUED@6"]);
    expect(order.resyncDeadline()).toBeNull();
    expect(feed(order, [ev("PLAYBACK_RESUMED", 7)])).toEqual(["PLAYBACK_RESUMED@7"]);
  });

  it("applies a late command's events in their place, all of them", () => {
    const order = joinedAt(0);
    // Command B's events (3, 4) arrive first, from this instance; command A's (1, 2) through
    // Redis after, and A's second event even after that.
    expect(feed(order, [ev("SONG_ENDED", 3), ev("SONG_STARTED", 4), ev("SONG_QUEUED", 1)])).toEqual(
      ["SONG_QUEUED@1"],
    );
    expect(feed(order, [ev("SONG_STARTED", 2)])).toEqual([
      "SONG_STARTED@2",
      "SONG_ENDED@3",
      "SONG_STARTED@4",
    ]);
  });

  it("drops duplicates and events older than what it applied", () => {
    const order = joinedAt(3);
    expect(feed(order, [ev("SONG_QUEUED", 3), ev("SONG_QUEUED", 2)])).toEqual([]);
    expect(feed(order, [ev("SONG_QUEUED", 4), ev("SONG_QUEUED", 4)])).toEqual(["SONG_QUEUED@4"]);
    // A duplicate of a held event is held once.
    expect(feed(order, [ev("SONG_REMOVED", 6), ev("SONG_REMOVED", 6)])).toEqual([]);
    expect(feed(order, [ev("PLAYBACK_STOPPED", 5)])).toEqual([
      "PLAYBACK_STOPPED@5",
      "SONG_REMOVED@6",
    ]);
  });

  it("passes events without a version straight on, even while others wait", () => {
    const order = joinedAt(1);
    expect(feed(order, [ev("SONG_QUEUED", 3), ev("DEVICE_JOINED"), ev("ERROR")])).toEqual([
      "DEVICE_JOINED@-",
      "ERROR@-",
    ]);
  });

  it("asks for the whole state when a gap does not fill in time, and the snapshot settles it", () => {
    const order = joinedAt(5);
    feed(order, [ev("SONG_QUEUED", 7)], 100);
    feed(order, [ev("SONG_QUEUED", 8)], 300);
    expect(order.resyncDeadline()).toBe(1_100);
    order.resync(1_100);
    expect(order.resyncDeadline()).toBe(6_100); // asked again if no snapshot by then
    // Held while the snapshot is on its way, whatever arrives.
    expect(feed(order, [ev("SONG_QUEUED", 9), ev("PLAYBACK_PAUSED", 10)], 1_200)).toEqual([]);
    // The snapshot is at 8: what it covers is dropped, what came after is applied after it.
    expect(feed(order, [joined(8)], 1_250)).toEqual([
      "SESSION_JOINED@8",
      "SONG_QUEUED@9",
      "PLAYBACK_PAUSED@10",
    ]);
    expect(order.resyncDeadline()).toBeNull();
    // An in-flight event older than the snapshot is not applied again.
    expect(feed(order, [ev("SONG_QUEUED", 7), ev("PLAYBACK_PAUSED", 10)], 1_300)).toEqual([]);
  });

  it("starts a new gap's clock once the first gap has filled", () => {
    const order = joinedAt(0);
    feed(order, [ev("SONG_QUEUED", 2), ev("SONG_QUEUED", 4)], 0);
    expect(order.resyncDeadline()).toBe(1_000);
    feed(order, [ev("SONG_QUEUED", 1)], 500);
    expect(order.resyncDeadline()).toBe(1_500);
  });

  it("ignores a snapshot older than what it shows (a refusal's state, overtaken)", () => {
    const order = joinedAt(5);
    feed(order, [ev("SONG_QUEUED", 6)]);
    expect(feed(order, [joined(5)])).toEqual([]);
    expect(feed(order, [ev("SONG_QUEUED", 7)])).toEqual(["SONG_QUEUED@7"]);
    // One at the version shown is the same state: applied, and covers that version's events.
    expect(feed(order, [joined(7), ev("SONG_STARTED", 7)])).toEqual(["SESSION_JOINED@7"]);
  });

  it("drops the previous session's events until the new session's snapshot", () => {
    const order = joinedAt(40);
    order.reset();
    expect(feed(order, [ev("SONG_QUEUED", 41), ev("DEVICE_LEFT")])).toEqual(["DEVICE_LEFT@-"]);
    expect(feed(order, [joined(2), ev("SONG_QUEUED", 3)])).toEqual([
      "SESSION_JOINED@2",
      "SONG_QUEUED@3",
    ]);
  });

  it("applies a command's events stamped alike by a cloud from before numbering each", () => {
    const order = joinedAt(4);
    expect(
      feed(order, [ev("SONG_QUEUED", 5), ev("SONG_STARTED", 5), ev("SONG_STARTED", 5)]),
    ).toEqual(["SONG_QUEUED@5", "SONG_STARTED@5"]);
  });

  it("applies an event standing for several versions as following on, with no gap", () => {
    const order = joinedAt(4);
    expect(feed(order, [evSince("SONG_QUEUED", 5, 9)])).toEqual(["SONG_QUEUED@9"]);
    expect(order.resyncDeadline()).toBeNull();
    expect(feed(order, [ev("SONG_STARTED", 10)])).toEqual(["SONG_STARTED@10"]);
    // One it covers, arriving late from elsewhere, is not applied again, nor is itself again.
    expect(feed(order, [ev("SONG_QUEUED", 7), evSince("SONG_QUEUED", 5, 9)])).toEqual([]);
  });

  it("holds an event standing for several versions until the one before its first arrives", () => {
    const order = joinedAt(4);
    // Versions 6 to 9 from this instance's burst; 5 (another instance's pause) still on its way.
    expect(feed(order, [evSince("QUEUE_REORDERED", 6, 9)])).toEqual([]);
    expect(order.resyncDeadline()).toBe(1_000);
    expect(feed(order, [ev("PLAYBACK_PAUSED", 5)])).toEqual([
      "PLAYBACK_PAUSED@5",
      "QUEUE_REORDERED@9",
    ]);
    expect(order.resyncDeadline()).toBeNull();
    // Held while a snapshot is awaited, and applied after it when it follows on.
    order.resync(0);
    expect(feed(order, [evSince("SONG_QUEUED", 11, 14)])).toEqual([]);
    expect(feed(order, [joined(10)])).toEqual(["SESSION_JOINED@10", "SONG_QUEUED@14"]);
    // A snapshot inside its range covers part of it: the rest still follows on.
    order.resync(0);
    expect(feed(order, [evSince("SONG_REMOVED", 15, 18)])).toEqual([]);
    expect(feed(order, [joined(16)])).toEqual(["SESSION_JOINED@16", "SONG_REMOVED@18"]);
  });

  it("follows a cloud that stamps events but not snapshots from the next event on", () => {
    const order = createEventOrder();
    expect(feed(order, [joined(), ev("SONG_QUEUED", 12), ev("SONG_QUEUED", 11)])).toEqual([
      "SESSION_JOINED@-",
      "SONG_QUEUED@12",
    ]);
    expect(feed(order, [ev("SONG_QUEUED", 13)])).toEqual(["SONG_QUEUED@13"]);
  });
});
