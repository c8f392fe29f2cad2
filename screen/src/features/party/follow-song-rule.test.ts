import type { QueueItem } from "@encore/shared";
import { EMPTY_SESSION, type SessionView } from "@encore/web/session/session-reducer";
import { describe, expect, it } from "vitest";
import { songNeedsPlayer } from "./follow-song-rule";

function song(queueId: string): QueueItem {
  return {
    id: "ZK1",
    db_id: 1,
    title: "Song",
    artist: "Artist",
    youtube_id: "vid1",
    songbook_prefix: "ZK",
    songbook_name: "2000s Hits",
    songbook_thumbnail: "",
    view_count: 0,
    is_favorite: false,
    queue_id: queueId,
    added_by_user: { name: "Ana", avatar: null },
  };
}

const joined: SessionView = { ...EMPTY_SESSION, code: "ABC234", status: "joined" };

describe("the player follows the song", () => {
  it("goes to the player when a song starts in a joined session", () => {
    expect(songNeedsPlayer(joined, { ...joined, currentSong: song("q1") })).toBe(true);
  });

  it("goes when the next song starts after one ended", () => {
    const playing = { ...joined, currentSong: song("q1") };
    const gap = { ...joined, currentSong: null, queue: [song("q2")] };
    expect(songNeedsPlayer(playing, gap)).toBe(false);
    expect(songNeedsPlayer(gap, { ...joined, currentSong: song("q2") })).toBe(true);
  });

  it("goes when a join (or a rejoin after a reconnect) finds a song on", () => {
    const connecting = { ...EMPTY_SESSION, code: "ABC234", status: "connecting" as const };
    expect(songNeedsPlayer(connecting, { ...joined, currentSong: song("q1") })).toBe(true);
    const reconnecting = { ...joined, status: "reconnecting" as const, currentSong: song("q1") };
    expect(songNeedsPlayer(reconnecting, { ...joined, currentSong: song("q1") })).toBe(true);
  });

  it("stays for changes that start nothing", () => {
    const playing = { ...joined, currentSong: song("q1") };
    // A song queued behind the current one, a pause, a device joining.
    expect(songNeedsPlayer(playing, { ...playing, queue: [song("q2")] })).toBe(false);
    expect(songNeedsPlayer(playing, { ...playing, playing: false })).toBe(false);
    expect(songNeedsPlayer(playing, { ...playing, deviceCount: 3 })).toBe(false);
    // Queued while nothing plays yet (the cloud starts it with SONG_STARTED), joined idle.
    expect(songNeedsPlayer(joined, { ...joined, queue: [song("q1")] })).toBe(false);
    expect(songNeedsPlayer(EMPTY_SESSION, joined)).toBe(false);
  });

  it("does not go while the connection is not in the session", () => {
    const playing = { ...joined, currentSong: song("q1") };
    expect(songNeedsPlayer(playing, { ...playing, status: "reconnecting" })).toBe(false);
  });
});
