// Most Popular / Latest Releases (docs/product.md#session-home): 10 songs first, View More adds 10
// up to 50; a row of cards that scrolls sideways under the thumb. Tapping one queues it. The first
// 10 come with the Songs tab's one load (home-catalogue.ts); the 50 are asked at the first View
// More (a fifth of the JSON to parse at start).
import { CAROUSEL_FIRST, HOME_CAROUSEL_REQUEST, type Song } from "@encore/shared";
import { canViewMore, firstVisible, viewMore } from "@encore/web/catalogue/carousel-rules";
import { useT } from "@encore/web/i18n/translate";
import { SongCard, SongCardPlaceholder } from "@encore/web/ui/song-card";
import { useState } from "react";
import { useLoad } from "@encore/web/lib/use-load";
import { reportLoadFailure } from "../../lib/load-failures";
import { CAROUSEL_SOURCES, type CarouselKind, type HomePart } from "./home-catalogue";
import { QUEUE_BADGE_KEYS } from "./queue-badge";
import { queueSong } from "./queue-song";
import { useQueueBadge } from "./use-queue-badge";

const select = (song: Song) => void queueSong(song);

export function SongCarousel({
  title,
  kind,
  first,
}: {
  title: string;
  kind: CarouselKind;
  /** The first 10 from the tab's load; null while it is under way. */
  first: HomePart<Song[]> | null;
}) {
  const t = useT();
  const source = CAROUSEL_SOURCES[kind];
  const [more, setMore] = useState(false);
  const all = useLoad(
    more ? () => source.load(HOME_CAROUSEL_REQUEST) : null,
    source.failure(),
    [kind, more],
    { reportFailure: reportLoadFailure },
  );
  // Until the 50 have come, the first 10 stay.
  const songs =
    all.status === "ready" ? all.value.songs : first?.status === "ready" ? first.value : [];
  const failure =
    all.status === "failed" ? all.message : first?.status === "failed" ? first.message : null;
  const [visible, setVisible] = useState<number | null>(null);
  // Before the 50 have come, the first 10 can still offer View More.
  const available =
    all.status !== "ready" && songs.length >= CAROUSEL_FIRST ? HOME_CAROUSEL_REQUEST : songs.length;
  const shown = visible ?? firstVisible(songs.length);
  const badgeOf = useQueueBadge();
  const headingId = `carousel-${kind}`;

  return (
    <section className="browse-section" aria-labelledby={headingId}>
      <h2 id={headingId} className="browse-heading">
        {title}
      </h2>
      {failure !== null && <p className="browse-error">{failure}</p>}
      <div className="carousel">
        {first === null && songs.length === 0
          ? Array.from({ length: 3 }, (_, i) => <SongCardPlaceholder key={i} />)
          : songs.slice(0, shown).map((song) => {
              const badge = badgeOf(song);
              return (
                <div key={song.db_id} className="carousel-item">
                  <SongCard song={song} onSelect={select} />
                  {badge && (
                    <span
                      className={`queue-badge carousel-badge ${badge === "added" ? "queue-badge-added" : ""}`}
                    >
                      {t(QUEUE_BADGE_KEYS[badge])}
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
              setMore(true);
              setVisible(viewMore(shown, available));
            }}
          >
            {t("remote.browse.viewMore")}
          </button>
        )}
      </div>
    </section>
  );
}
