// Tapping a song queues it (docs/product.md#the-remote); one already in the queue is not sent
// twice.
import type { Song } from "@encore/shared";
import { t } from "@encore/web/i18n/translate";
import { sessionErrorAtom, sessionViewAtom } from "@encore/web/session/session-atoms";
import { store } from "@encore/web/store/store";
import { myIdentityAtom } from "../../app/identity-atoms";
import { command } from "../playback";
import { queueBadge } from "./queue-badge";

export async function queueSong(song: Song): Promise<void> {
  const view = store.get(sessionViewAtom);
  if (queueBadge(song, view.currentSong, view.queue, store.get(myIdentityAtom)) !== null) {
    store.set(sessionErrorAtom, { message: t("remote.browse.alreadyQueued"), at: Date.now() });
    return;
  }
  await command("QUEUE_SONG", { song: { db_id: song.db_id } });
}
