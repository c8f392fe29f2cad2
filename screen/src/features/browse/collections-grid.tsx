// Browse Collections (docs/product.md#session-home): a tile per songbook; 12 placeholder tiles
// while loading.
import { cleanSongbookName, screenPaths } from "@encore/shared";
import { api } from "@encore/web/api/encore-api";
import { useT } from "@encore/web/i18n/translate";
import { useAppNavigate } from "../../app/navigate";
import { useLoad } from "@encore/web/lib/use-load";

export function CollectionsGrid({ code }: { code: string }) {
  const t = useT();
  const navigate = useAppNavigate();
  const loaded = useLoad(() => api.songbooks(), t("screen.errors.songbooks"));
  return (
    <section className="home-section" aria-labelledby="collections-title">
      <div className="home-section-header">
        <h2 id="collections-title">{t("screen.home.collections")}</h2>
      </div>
      {loaded.status === "failed" && <p className="home-section-error">{loaded.message}</p>}
      <div className="collection-grid" aria-busy={loaded.status === "loading"}>
        {loaded.status === "loading"
          ? Array.from({ length: 12 }, (_, i) => (
              <span
                key={i}
                className="collection-tile collection-tile-placeholder"
                aria-hidden="true"
              />
            ))
          : loaded.status === "ready" &&
            loaded.value.songbooks.map((book) => (
              <button
                key={book.file}
                type="button"
                className="collection-tile"
                onClick={() => navigate(screenPaths.songbook(code, book.file))}
              >
                {book.thumbnail_url && (
                  <img
                    src={book.thumbnail_url}
                    alt=""
                    loading="lazy"
                    onError={(event) => (event.currentTarget.style.display = "none")}
                  />
                )}
                <span className="collection-tile-name">{cleanSongbookName(book.name)}</span>
                <span className="collection-tile-count">
                  {t("screen.home.songCount", { count: book.song_count })}
                </span>
              </button>
            ))}
      </div>
    </section>
  );
}
