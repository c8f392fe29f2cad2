// A song row that queues on tap, with its `In Queue` / `Added` badge.
import type { Song } from "@encore/shared";
import { useT } from "@encore/web/i18n/translate";
import { SongRow } from "@encore/web/ui/song-row";
import { QUEUE_BADGE_KEYS, type QueueBadge } from "./queue-badge";
import { queueSong } from "./queue-song";

export function QueueableRow({ song, badge }: { song: Song; badge: QueueBadge }) {
  const t = useT();
  return (
    <li className="song-list-item">
      <SongRow
        song={song}
        onSelect={(picked) => void queueSong(picked)}
        disabled={badge !== null}
        extra={
          badge ? (
            <span className={`queue-badge ${badge === "added" ? "queue-badge-added" : ""}`}>
              {t(QUEUE_BADGE_KEYS[badge])}
            </span>
          ) : undefined
        }
      />
    </li>
  );
}
