// Browse Collections (spec §2): a tile per songbook; 12 placeholder tiles while loading.
import { screenPaths } from "@encore/shared";
import { api } from "@encore/web/api/encore-api";
import { useAppNavigate } from "../../app/navigate";
import { useLoad } from "./use-load";

export function CollectionsGrid({ code }: { code: string }) {
  const navigate = useAppNavigate();
  const loaded = useLoad(() => api.songbooks(), "Failed to load songbooks");
  return (
    <section className="home-section" aria-labelledby="collections-title">
      <div className="home-section-header">
        <h2 id="collections-title">Browse Collections</h2>
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
                <span className="collection-tile-name">{book.name}</span>
                <span className="collection-tile-count">
                  {book.song_count} song{book.song_count === 1 ? "" : "s"}
                </span>
              </button>
            ))}
      </div>
    </section>
  );
}
