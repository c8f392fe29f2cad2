import type { QueueItem } from "@encore/shared";
import { beforeAll, describe, expect, it } from "vitest";
import { speak } from "../i18n/test-language";
import {
  applySessionEvent,
  EMPTY_SESSION,
  hasParty,
  otherDevices,
  upNext,
  type SessionView,
} from "./session-reducer";

function item(n: number): QueueItem {
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
    added_by_user: { name: "Ana", avatar: null },
  };
}

const joined: SessionView = applySessionEvent(
  EMPTY_SESSION,
  {
    name: "SESSION_JOINED",
    data: { code: "ABC234", device_count: 1, current_song: null, queue: [], playing: false },
  },
  0,
);

describe("session reducer", () => {
  beforeAll(() => speak("en"));

  it("takes the whole state from SESSION_JOINED", () => {
    expect(joined).toMatchObject({ code: "ABC234", status: "joined", deviceCount: 1 });
    expect(hasParty(joined)).toBe(false);
  });

  it("keeps the join token a join brings, and the one before when a fresh state has none", () => {
    expect(joined.joinToken).toBeNull();
    const snapshot = { code: "ABC234", device_count: 2, current_song: null, queue: [] };
    const withToken = applySessionEvent(
      joined,
      { name: "SESSION_JOINED", data: { ...snapshot, playing: false, join_token: "tok1" } },
      1,
    );
    expect(withToken.joinToken).toBe("tok1");
    const refreshed = applySessionEvent(
      withToken,
      { name: "SESSION_JOINED", data: { ...snapshot, playing: true } },
      2,
    );
    expect(refreshed).toMatchObject({ joinToken: "tok1", playing: true });
  });

  it("starts, ends and shows the next song during the gap", () => {
    const started = applySessionEvent(
      joined,
      { name: "SONG_STARTED", data: { song: item(1), queue: [item(2)] } },
      10,
    );
    expect(started.playing).toBe(true);
    expect(upNext(started)).toBeNull();
    const ended = applySessionEvent(
      started,
      { name: "SONG_ENDED", data: { queue: [item(2)] } },
      20,
    );
    expect(ended).toMatchObject({ currentSong: null, playing: false, endedAt: 20 });
    expect(upNext(ended)?.queue_id).toBe("q2");
    const next = applySessionEvent(
      ended,
      { name: "SONG_STARTED", data: { song: item(2), queue: [] } },
      30,
    );
    expect(upNext(next)).toBeNull();
    expect(hasParty(next)).toBe(true);
  });

  it("pauses, resumes and clears", () => {
    const started = applySessionEvent(
      joined,
      { name: "SONG_STARTED", data: { song: item(1), queue: [] } },
      0,
    );
    const paused = applySessionEvent(started, { name: "PLAYBACK_PAUSED", data: undefined }, 0);
    expect(paused.playing).toBe(false);
    expect(applySessionEvent(paused, { name: "PLAYBACK_RESUMED", data: {} }, 0).playing).toBe(true);
    const stopped = applySessionEvent(started, { name: "PLAYBACK_STOPPED", data: {} }, 0);
    expect(stopped).toMatchObject({ playing: false, stopped: true });
    expect(applySessionEvent(stopped, { name: "PLAYBACK_RESUMED", data: {} }, 0)).toMatchObject({
      playing: true,
      stopped: false,
    });
    const cleared = applySessionEvent(
      started,
      { name: "QUEUE_CLEARED", data: { queue: [], current_song: null } },
      0,
    );
    expect(cleared).toMatchObject({ currentSong: null, playing: false, queue: [] });
  });

  it("counts the devices other than the screen", () => {
    const two = applySessionEvent(joined, { name: "DEVICE_JOINED", data: { device_count: 3 } }, 0);
    expect(otherDevices(two)).toBe(2);
    expect(otherDevices(EMPTY_SESSION)).toBe(0);
  });
});
