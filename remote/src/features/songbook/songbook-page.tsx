// One songbook's songs on a phone: its name, the count line, letter groups, and More at the end
// (70 at a time, spec §9) instead of page numbers. Tapping a song queues it.
import { SONGBOOK_PAGE_SIZE, type Song } from "@encore/shared";
import { api } from "@encore/web/api/encore-api";
import { songbookCountLine } from "@encore/web/catalogue/count-line";
import { groupByLetter } from "@encore/web/catalogue/song-groups";
import { useEffect, useState } from "react";
import { Link } from "wouter";
import { remotePaths } from "../../app/paths";
import { useLoad } from "../../lib/use-load";
import { QueueableRow } from "../browse/queueable-row";
import { useQueueBadge } from "../browse/use-queue-badge";
import "../browse/browse.css";

interface Pages {
  songs: Song[];
  total: number;
  hasMore: boolean;
}

export function SongbookPage({ code, songbookId }: { code: string; songbookId: string }) {
  const books = useLoad(() => api.songbooks(), "Failed to load songbooks", []);
  const book =
    books.status === "ready"
      ? books.value.songbooks.find((b) => b.file === songbookId || b.prefix === songbookId)
      : undefined;
  const [pages, setPages] = useState<Pages | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const [loadingMore, setLoadingMore] = useState(false);
  const badgeOf = useQueueBadge();

  useEffect(() => {
    let live = true;
    setPages(null);
    api.songs({ songbook: songbookId, limit: SONGBOOK_PAGE_SIZE, offset: 0 }).then(
      (page) => live && setPages({ songs: page.songs, total: page.total, hasMore: page.has_more }),
      () => live && setFailed("Failed to load songs"),
    );
    return () => {
      live = false;
    };
  }, [songbookId]);

  async function more() {
    if (!pages || loadingMore) return;
    setLoadingMore(true);
    try {
      const page = await api.songs({
        songbook: songbookId,
        limit: SONGBOOK_PAGE_SIZE,
        offset: pages.songs.length,
      });
      setPages({
        songs: [...pages.songs, ...page.songs],
        total: page.total,
        hasMore: page.has_more,
      });
    } catch {
      setFailed("Failed to load songs");
    } finally {
      setLoadingMore(false);
    }
  }

  const notFound = books.status === "ready" && !book;
  return (
    <div className="browse songbook-page">
      <Link className="back-link" href={remotePaths.browse(code)}>
        ← Songs
      </Link>
      <h1 className="songbook-title">{book?.name ?? (notFound ? "Songbook not found" : "…")}</h1>
      {pages && (
        <p className="browse-count">{songbookCountLine(0, pages.songs.length, pages.total, "")}</p>
      )}
      {failed && <p className="browse-error">{failed}</p>}
      {pages === null && !failed && (
        <p className="browse-note" aria-busy="true">
          Loading songs...
        </p>
      )}
      {pages && pages.songs.length === 0 && <p className="browse-note">No songs available</p>}
      {pages &&
        groupByLetter(pages.songs).map((group, index) => (
          <section key={`${group.label}-${index}`} className="letter-group">
            <h2 className="letter-group-label">{group.label}</h2>
            <ul className="song-list">
              {group.songs.map((song) => (
                <QueueableRow key={song.db_id} song={song} badge={badgeOf(song)} />
              ))}
            </ul>
          </section>
        ))}
      {pages?.hasMore && (
        <button
          type="button"
          className="button button-ghost songbook-more"
          disabled={loadingMore}
          onClick={() => void more()}
        >
          {loadingMore ? "Loading..." : "More songs"}
        </button>
      )}
    </div>
  );
}
