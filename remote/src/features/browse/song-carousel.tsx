// Most Popular / Latest Releases (spec §2): 10 songs first, View More adds 10 up to 50; a row of
// cards that scrolls sideways under the thumb. Tapping one queues it. A phone asks for the first
// 10 only, and for the 50 at the first View More (a fifth of the JSON to parse at start).
import { CAROUSEL_FIRST, HOME_CAROUSEL_REQUEST, type Song } from "@encore/shared";
import { api } from "@encore/web/api/encore-api";
import { canViewMore, firstVisible, viewMore } from "@encore/web/catalogue/carousel-rules";
import { SongCard, SongCardPlaceholder } from "@encore/web/ui/song-card";
import { useEffect, useState } from "react";
import { useLoad } from "../../lib/use-load";
import { queueSong } from "./queue-song";
import { useQueueBadge } from "./use-queue-badge";

const SOURCES = {
  popular: { load: api.popular, failure: "Failed to load popular songs" },
  new: { load: api.newest, failure: "Failed to load new songs" },
};

export function SongCarousel({ title, kind }: { title: string; kind: keyof typeof SOURCES }) {
  const source = SOURCES[kind];
  const [limit, setLimit] = useState(CAROUSEL_FIRST);
  const loaded = useLoad(() => source.load(limit), source.failure, [kind, limit]);
  const [songs, setSongs] = useState<Song[]>([]);
  useEffect(() => {
    if (loaded.status === "ready") setSongs(loaded.value.songs);
  }, [loaded]);
  const [visible, setVisible] = useState<number | null>(null);
  // Before the 50 have come, the first 10 can still offer View More.
  const available =
    limit < HOME_CAROUSEL_REQUEST && songs.length >= CAROUSEL_FIRST
      ? HOME_CAROUSEL_REQUEST
      : songs.length;
  const shown = visible ?? firstVisible(songs.length);
  const badgeOf = useQueueBadge();
  const headingId = `carousel-${kind}`;

  return (
    <section className="browse-section" aria-labelledby={headingId}>
      <h2 id={headingId} className="browse-heading">
        {title}
      </h2>
      {loaded.status === "failed" && <p className="browse-error">{loaded.message}</p>}
      <div className="carousel">
        {loaded.status === "loading" && songs.length === 0
          ? Array.from({ length: 3 }, (_, i) => <SongCardPlaceholder key={i} />)
          : songs.slice(0, shown).map((song) => {
              const badge = badgeOf(song);
              return (
                <div key={song.db_id} className="carousel-item">
                  <SongCard song={song} onSelect={(picked) => void queueSong(picked)} />
                  {badge && (
                    <span
                      className={`queue-badge carousel-badge ${badge === "Added" ? "queue-badge-added" : ""}`}
                    >
                      {badge}
                    </span>
                  )}
                </div>
              );
            })}
        {songs.length > 0 && canViewMore(shown, available) && (
          <button
            type="button"
            className="carousel-more"
            onClick={() => {
              setLimit(HOME_CAROUSEL_REQUEST);
              setVisible(viewMore(shown, available));
            }}
          >
            View More
          </button>
        )}
      </div>
    </section>
  );
}
