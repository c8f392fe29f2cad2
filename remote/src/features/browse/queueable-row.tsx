// A song row that queues on tap, with its `In Queue` / `Added` badge.
import type { Song } from "@encore/shared";
import { SongRow } from "@encore/web/ui/song-row";
import type { QueueBadge } from "./queue-badge";
import { queueSong } from "./queue-song";

export function QueueableRow({ song, badge }: { song: Song; badge: QueueBadge }) {
  return (
    <li className="song-list-item">
      <SongRow
        song={song}
        onSelect={(picked) => void queueSong(picked)}
        disabled={badge !== null}
        extra={
          badge ? (
            <span className={`queue-badge ${badge === "Added" ? "queue-badge-added" : ""}`}>
              {badge}
            </span>
          ) : undefined
        }
      />
    </li>
  );
}
