// Selecting a song on the home screen queues it; the cloud starts it when nothing else is on (the
// 0 → 1 rule of docs/product.md#playback), and the screen follows to the player.
import type { Song } from "@encore/shared";
import { errorText } from "@encore/web/i18n/error-text";
import { store } from "@encore/web/store/store";
import { sessionErrorAtom } from "@encore/web/session/session-atoms";
import { screenConnection } from "../../app/screen-connection";

export async function queueSong(song: Song): Promise<void> {
  try {
    const ack = await screenConnection.send("QUEUE_SONG", { song: { db_id: song.db_id } });
    if (!ack.ok) store.set(sessionErrorAtom, { message: errorText(ack), at: Date.now() });
  } catch (error) {
    // A refusal in the language shown (its code), else the failure's own words.
    const message = errorText(error instanceof Error ? error : { message: String(error) });
    store.set(sessionErrorAtom, { message, at: Date.now() });
  }
}
