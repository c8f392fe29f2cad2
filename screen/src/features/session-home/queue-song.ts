// Selecting a song on the home screen queues it; the cloud starts it when nothing else is on
// (spec §4's 0 → 1 rule), and the screen follows to the player.
import type { Song } from "@encore/shared";
import { store } from "@encore/web/store/store";
import { sessionErrorAtom } from "@encore/web/session/session-atoms";
import { screenConnection } from "../../app/screen-connection";

export async function queueSong(song: Song): Promise<void> {
  try {
    const ack = await screenConnection.send("QUEUE_SONG", { song: { db_id: song.db_id } });
    if (!ack.ok) store.set(sessionErrorAtom, { message: ack.message, at: Date.now() });
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    store.set(sessionErrorAtom, { message, at: Date.now() });
  }
}
