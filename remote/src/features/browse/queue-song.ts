// Tapping a song queues it (CONTRACT §5); one already in the queue is not sent twice.
import type { Song } from "@encore/shared";
import { sessionErrorAtom, sessionViewAtom } from "@encore/web/session/session-atoms";
import { store } from "@encore/web/store/store";
import { myNamesAtom } from "../join/identity-atoms";
import { command } from "../playback/remote-commands";
import { queueBadge } from "./queue-badge";

export const ALREADY_QUEUED = "That song is already in the queue";

export async function queueSong(song: Song): Promise<void> {
  const view = store.get(sessionViewAtom);
  if (queueBadge(song, view.currentSong, view.queue, store.get(myNamesAtom)) !== null) {
    store.set(sessionErrorAtom, { message: ALREADY_QUEUED, at: Date.now() });
    return;
  }
  await command("QUEUE_SONG", { song: { db_id: song.db_id } });
}
