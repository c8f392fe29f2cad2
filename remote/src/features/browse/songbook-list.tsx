// The songbooks, each a tile with its thumbnail, name and song count, opening its songs. They come
// with the Songs tab's one load (home-catalogue.ts).
import { cleanSongbookName, type Songbook } from "@encore/shared";
import { songCountText } from "@encore/web/catalogue/song-groups";
import { useT } from "@encore/web/i18n/translate";
import { Link } from "wouter";
import { remotePaths } from "../../app/paths";
import type { HomePart } from "./home-catalogue";

export function SongbookList({
  code,
  loaded,
}: {
  code: string;
  /** null while the tab's load is under way. */
  loaded: HomePart<Songbook[]> | null;
}) {
  const t = useT();
  return (
    <section className="browse-section" aria-labelledby="songbooks-heading">
      <h2 id="songbooks-heading" className="browse-heading">
        {t("remote.browse.songbooks")}
      </h2>
      {loaded?.status === "failed" && <p className="browse-error">{loaded.message}</p>}
      <ul className="songbook-list">
        {loaded?.status === "ready"
          ? loaded.value.map((book) => (
              <li key={book.file}>
                <Link className="songbook-tile" href={remotePaths.songbook(code, book.file)}>
                  <span className="songbook-thumb">
                    {book.thumbnail_url && (
                      <img
                        src={book.thumbnail_url}
                        alt=""
                        width={56}
                        height={56}
                        loading="lazy"
                        onError={(event) => (event.currentTarget.style.visibility = "hidden")}
                      />
                    )}
                  </span>
                  <span className="songbook-text">
                    <span className="songbook-name">{cleanSongbookName(book.name)}</span>
                    <span className="songbook-count">{songCountText(book.song_count)}</span>
                  </span>
                  <span className="songbook-arrow" aria-hidden="true">
                    ›
                  </span>
                </Link>
              </li>
            ))
          : Array.from({ length: 4 }, (_, i) => (
              <li key={i} className="songbook-tile songbook-placeholder" aria-hidden="true" />
            ))}
      </ul>
    </section>
  );
}
