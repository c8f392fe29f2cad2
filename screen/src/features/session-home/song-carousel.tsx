// Most Popular / Latest Releases (spec §2): 10 songs first, View More adds 10 up to 50.
import { CAROUSEL_FIRST, HOME_CAROUSEL_REQUEST } from "@encore/shared";
import { api } from "@encore/web/api/encore-api";
import { canViewMore, firstVisible, viewMore } from "@encore/web/catalogue/carousel-rules";
import { SongCard, SongCardPlaceholder } from "@encore/web/ui/song-card";
import { useState } from "react";
import { queueSong } from "./queue-song";
import { useLoad } from "./use-load";

const SOURCES = {
  popular: {
    load: () => api.popular(HOME_CAROUSEL_REQUEST),
    failure: "Failed to load popular songs",
  },
  new: { load: () => api.newest(HOME_CAROUSEL_REQUEST), failure: "Failed to load new songs" },
};

export function SongCarousel({
  title,
  kind,
}: {
  title: string;
  kind: keyof typeof SOURCES;
  code: string;
}) {
  const source = SOURCES[kind];
  const loaded = useLoad(source.load, source.failure, [kind]);
  const songs = loaded.status === "ready" ? loaded.value.songs : [];
  const [visible, setVisible] = useState<number | null>(null);
  const shown = visible ?? firstVisible(songs.length);
  const headingId = `carousel-${kind}`;

  return (
    <section className="home-section" aria-labelledby={headingId}>
      <div className="home-section-header">
        <h2 id={headingId}>{title}</h2>
        {canViewMore(shown, songs.length) && (
          <button
            type="button"
            className="button button-ghost"
            onClick={() => setVisible(viewMore(shown, songs.length))}
          >
            View More
          </button>
        )}
      </div>
      {loaded.status === "failed" && <p className="home-section-error">{loaded.message}</p>}
      <div className="song-grid">
        {loaded.status === "loading"
          ? Array.from({ length: CAROUSEL_FIRST }, (_, i) => <SongCardPlaceholder key={i} />)
          : songs
              .slice(0, shown)
              .map((song) => (
                <SongCard
                  key={song.db_id}
                  song={song}
                  onSelect={(picked) => void queueSong(picked)}
                />
              ))}
      </div>
    </section>
  );
}
