// Most Popular / Latest Releases (docs/product.md#session-home): 10 songs first, View More adds 10
// up to 50.
import { CAROUSEL_FIRST, HOME_CAROUSEL_REQUEST } from "@encore/shared";
import { api } from "@encore/web/api/encore-api";
import { canViewMore, firstVisible, viewMore } from "@encore/web/catalogue/carousel-rules";
import { useT } from "@encore/web/i18n/translate";
import type { MessageKey } from "@encore/web/i18n/message-key";
import { SongCard, SongCardPlaceholder } from "@encore/web/ui/song-card";
import { useState } from "react";
import { queueSong } from "./queue-song";
import { useLoad } from "@encore/web/lib/use-load";

const SOURCES = {
  popular: {
    load: () => api.popular(HOME_CAROUSEL_REQUEST),
    failure: "screen.home.popularFailed",
  },
  new: { load: () => api.newest(HOME_CAROUSEL_REQUEST), failure: "screen.home.newFailed" },
} satisfies Record<string, { load: unknown; failure: MessageKey }>;

export function SongCarousel({
  title,
  kind,
}: {
  title: string;
  kind: keyof typeof SOURCES;
  code: string;
}) {
  const t = useT();
  const source = SOURCES[kind];
  const loaded = useLoad(source.load, t(source.failure), [kind]);
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
            {t("screen.home.viewMore")}
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
