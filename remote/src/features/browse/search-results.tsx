// Search results across every songbook, grouped by songbook (spec §2): `N result(s) across M
// songbook(s)`, each songbook's matches and `View full songbook →`. Tapping a song queues it.
import { GLOBAL_SEARCH_LIMIT, prepareSearchText } from "@encore/shared";
import { api } from "@encore/web/api/encore-api";
import { matchCount, searchSummary } from "@encore/web/catalogue/count-line";
import { Link } from "wouter";
import { remotePaths } from "../../app/paths";
import { useLoad } from "../../lib/use-load";
import { QueueableRow } from "./queueable-row";
import { useQueueBadge } from "./use-queue-badge";

export function SearchResults({ code, query }: { code: string; query: string }) {
  const prepared = prepareSearchText(query);
  const text = prepared.ok ? prepared.text : null;
  const loaded = useLoad(
    text === null ? null : () => api.search({ q: text, limit: GLOBAL_SEARCH_LIMIT }),
    "Failed to search songs",
    [text],
  );
  const badgeOf = useQueueBadge();

  if (!prepared.ok && query.trim() !== "") {
    return <p className="browse-note">{prepared.message}</p>;
  }
  if (loaded.status === "loading" || loaded.status === "idle") {
    return (
      <p className="browse-note" aria-busy="true">
        Searching songs...
      </p>
    );
  }
  if (loaded.status === "failed")
    return <p className="browse-note browse-error">{loaded.message}</p>;
  const results = loaded.value.results;
  if (results.length === 0) {
    return (
      <div className="browse-empty">
        <h2>No Results Found</h2>
        <p>No songs found for &quot;{text}&quot;. Try a different search term.</p>
      </div>
    );
  }
  const songCount = results.reduce((sum, group) => sum + group.songs.length, 0);
  return (
    <section className="search-results" aria-label="Search results">
      <p className="browse-count" aria-live="polite">
        {searchSummary(songCount, results.length)}
      </p>
      {results.map((group) => (
        <section key={group.songbook_prefix} className="result-group">
          <header className="result-group-header">
            <h2 className="result-group-title">{group.songbook_name}</h2>
            <span className="result-group-count">{matchCount(group.count)}</span>
          </header>
          <ul className="song-list">
            {group.songs.map((song) => (
              <QueueableRow key={song.db_id} song={song} badge={badgeOf(song)} />
            ))}
          </ul>
          <Link
            className="result-group-more"
            href={remotePaths.songbook(code, group.songbook_prefix)}
          >
            View full songbook →
          </Link>
        </section>
      ))}
    </section>
  );
}
