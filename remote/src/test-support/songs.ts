// Songs and queue items for the remote's unit tests: every field the shared schemas require, with
// the few a test cares about given.
import type { QueueItem, Song } from "@encore/shared";

export function testSong(dbId: number, change: Partial<Song> = {}): Song {
  return {
    id: `P${dbId}`,
    db_id: dbId,
    title: "Song",
    artist: "Artist",
    youtube_id: "x",
    songbook_prefix: "P",
    songbook_name: "Book",
    songbook_thumbnail: "",
    view_count: 0,
    is_favorite: false,
    ...change,
  };
}

/** Song `dbId` in the queue as `queueId`, added by the guest called `name`. */
export function testQueueItem(queueId: string, dbId: number, name = "Ana"): QueueItem {
  return {
    ...testSong(dbId, { id: String(dbId) }),
    queue_id: queueId,
    added_by_user: { name, avatar: null },
  };
}
