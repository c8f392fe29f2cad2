// The badge of a song as the session changes.
import type { Song } from "@encore/shared";
import { sessionViewAtom } from "@encore/web/session/session-atoms";
import { useAtomValue } from "@encore/web/store/store";
import { myNamesAtom } from "../join/identity-atoms";
import { queueBadge, type QueueBadge } from "./queue-badge";

export function useQueueBadge(): (song: Pick<Song, "db_id">) => QueueBadge {
  const view = useAtomValue(sessionViewAtom);
  const names = useAtomValue(myNamesAtom);
  return (song) => queueBadge(song, view.currentSong, view.queue, names);
}
