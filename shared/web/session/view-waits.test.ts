// One wait on every device (docs/decisions.md, "One wait on every device"): the TV that saw the
// party from its start and a phone that joined later hold the same view, so they show the same
// minutes. The events are the cloud's, as it sends them (cloud/src/sessions/session-snapshot.ts:
// SESSION_JOINED's started_at is shifted by the pauses; a queue item's duration_s stays what the
// song started with, whatever the screen's player reported since).
import { aboutMinutes, type QueueItem, type ServerEvents } from "@encore/shared";
import { describe, expect, it } from "vitest";
import {
  applySessionEvent,
  EMPTY_SESSION,
  type SessionEvent,
  type SessionView,
} from "./session-reducer";
import { viewWaits } from "./view-waits";

const MEDIAN_S = 200;
const T0 = 1_700_000_000_000;
const s = (seconds: number) => T0 + seconds * 1000;

function item(n: number, durationS: number | null): QueueItem {
  return {
    id: `PH${n}`,
    db_id: n,
    title: `Song ${n}`,
    artist: "Artist",
    youtube_id: `vid${n}`,
    songbook_prefix: "PH",
    songbook_name: "Pop Hits",
    songbook_thumbnail: "",
    view_count: 0,
    is_favorite: false,
    queue_id: `q${n}`,
    added_by_user: { name: "Ana", avatar: null, singer: `singer${n}` },
    duration_s: durationS,
  };
}

const current = item(1, 240);
const waiting = [item(2, 180), item(3, null)];

const joinedAt = (at: number, data: Partial<ServerEvents["SESSION_JOINED"]>): SessionEvent => ({
  name: "SESSION_JOINED",
  data: { code: "ABC234", device_count: 2, current_song: null, queue: [], playing: false, ...data },
});

/** Applies `[at, event]`s in order, as a device receives them. */
function seen(events: [number, SessionEvent][]): SessionView {
  return events.reduce((view, [at, event]) => applySessionEvent(view, event, at), EMPTY_SESSION);
}

const minutes = (view: SessionView, now: number) =>
  viewWaits(view, now, MEDIAN_S).map((wait) => aboutMinutes(wait.seconds));

/** The TV: the party from the start, paused for 30 s a minute in. */
const tvEvents: [number, SessionEvent][] = [
  [s(-60), joinedAt(s(-60), {})],
  [s(0), { name: "SONG_STARTED", data: { song: current, queue: [], started_at: s(0) } }],
  [s(10), { name: "SONG_QUEUED", data: { queue: waiting.slice(0, 1) } }],
  [s(20), { name: "SONG_QUEUED", data: { queue: waiting } }],
  [s(60), { name: "PLAYBACK_PAUSED", data: {} }],
  [s(90), { name: "PLAYBACK_RESUMED", data: { started_at: s(30) } }],
];

describe("one wait on every device", () => {
  it("gives the TV and a phone that joined later the same minutes while the song plays", () => {
    const tv = seen(tvEvents);
    const phone = seen([
      [
        s(150),
        joinedAt(s(150), {
          current_song: current,
          queue: waiting,
          playing: true,
          started_at: s(30),
        }),
      ],
    ]);
    for (const now of [s(150), s(200), s(260)])
      expect(minutes(phone, now)).toEqual(minutes(tv, now));
    // 240 - 120 played = 2 min left, +2 s; then 180 s more, +2 s.
    expect(minutes(tv, s(150))).toEqual([2, 5]);
  });

  it("gives them the same minutes while it is paused, the phone having joined during the pause", () => {
    const tv = seen([...tvEvents, [s(200), { name: "PLAYBACK_PAUSED", data: {} }]]);
    // The cloud shifts started_at by the pause so far: now - started_at is what has played.
    const phone = seen([
      [
        s(260),
        joinedAt(s(260), {
          current_song: current,
          queue: waiting,
          playing: false,
          started_at: s(90),
        }),
      ],
    ]);
    for (const now of [s(260), s(400)]) expect(minutes(phone, now)).toEqual(minutes(tv, now));
  });
});
