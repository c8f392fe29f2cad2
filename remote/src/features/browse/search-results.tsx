// Search results across every songbook, grouped by songbook (docs/product.md#search-results):
// `N result(s) across M songbook(s)`, each songbook's matches and `View full songbook →`. Tapping a
// song queues it.
import { cleanSongbookName, GLOBAL_SEARCH_LIMIT, prepareSearchText } from "@encore/shared";
import { api } from "@encore/web/api/encore-api";
import { matchCount, searchSummary } from "@encore/web/catalogue/count-line";
import { errorText } from "@encore/web/i18n/error-text";
import { useT } from "@encore/web/i18n/translate";
import { Link } from "wouter";
import { remotePaths } from "../../app/paths";
import { useLoad } from "@encore/web/lib/use-load";
import { reportLoadFailure } from "../../lib/load-failures";
import { QueueableRow } from "./queueable-row";
import { useQueueBadge } from "./use-queue-badge";

export function SearchResults({ code, query }: { code: string; query: string }) {
  const t = useT();
  const prepared = prepareSearchText(query);
  const text = prepared.ok ? prepared.text : null;
  const loaded = useLoad(
    text === null ? null : () => api.search({ q: text, limit: GLOBAL_SEARCH_LIMIT }),
    t("remote.search.failed"),
    [text],
    { reportFailure: reportLoadFailure },
  );
  const badgeOf = useQueueBadge();

  if (!prepared.ok && query.trim() !== "") {
    return <p className="browse-note">{errorText(prepared)}</p>;
  }
  if (loaded.status === "loading" || loaded.status === "idle") {
    return (
      <p className="browse-note" aria-busy="true">
        {t("remote.search.searching")}
      </p>
    );
  }
  if (loaded.status === "failed")
    return <p className="browse-note browse-error">{loaded.message}</p>;
  const results = loaded.value.results;
  if (results.length === 0) {
    return (
      <div className="browse-empty">
        <h2>{t("remote.search.noResults")}</h2>
        <p>{t("remote.search.noResultsHint", { query: text ?? "" })}</p>
      </div>
    );
  }
  const songCount = results.reduce((sum, group) => sum + group.songs.length, 0);
  return (
    <section className="search-results" aria-label={t("remote.search.results")}>
      <p className="browse-count" aria-live="polite">
        {searchSummary(songCount, results.length)}
      </p>
      {results.map((group) => (
        <section key={group.songbook_prefix} className="result-group">
          <header className="result-group-header">
            <h2 className="result-group-title">{cleanSongbookName(group.songbook_name)}</h2>
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
            {t("remote.search.viewSongbook")}
          </Link>
        </section>
      ))}
    </section>
  );
}
