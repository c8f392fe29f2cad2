// The badge of a song as the session changes. Read through the badges' text, so the lists and
// carousels render again only when a badge changes (not when the device count or a song's place
// in the queue does).
import type { Song } from "@encore/shared";
import { currentSongAtom, queueAtom } from "@encore/web/session/session-atoms";
import { atom, useAtomValue } from "@encore/web/store/store";
import { useCallback } from "react";
import { myIdentityAtom } from "../../app/identity-atoms";
import { badgesText, parseBadges, type QueueBadge } from "./queue-badge";

const badgesTextAtom = atom((get) =>
  badgesText(get(currentSongAtom), get(queueAtom), get(myIdentityAtom)),
);
const badgesAtom = atom((get) => parseBadges(get(badgesTextAtom)));

export function useQueueBadge(): (song: Pick<Song, "db_id">) => QueueBadge {
  const badges = useAtomValue(badgesAtom);
  return useCallback((song) => badges.get(song.db_id) ?? null, [badges]);
}
