// Search results across every songbook (spec §2): the query, `N result(s) across M songbook(s)`,
// a card per songbook with its songs and `View full songbook →`. Selecting a song only queues it.
import { screenPaths, type Song } from "@encore/shared";
import { searchSummary } from "@encore/web/catalogue/count-line";
import { searchTextAtom } from "@encore/web/search/search-atoms";
import { useAtomValue } from "@encore/web/store/store";
import { useRef } from "react";
import { useAppNavigate } from "../../app/navigate";
import { command } from "../player/player-commands";
import { SearchResultCard } from "./search-result-card";
import { useSearchAnswer } from "./use-search-answer";
import { useSearchResultsKeys } from "./use-search-results-keys";
import "./search-results.css";

export function SearchResultsPage({ code }: { code: string }) {
  const navigate = useAppNavigate();
  const query = useAtomValue(searchTextAtom);
  const answer = useSearchAnswer(query);
  const gridRef = useRef<HTMLDivElement>(null);

  const back = () => navigate(screenPaths.sessionHome(code));
  const openSongbook = (prefix: string) => navigate(screenPaths.songbook(code, prefix));
  const queueSong = (song: Song) => void command("QUEUE_SONG", { song: { db_id: song.db_id } });
  const results = answer?.results ?? [];
  useSearchResultsKeys({
    gridRef,
    results,
    onSelect: queueSong,
    onOpenSongbook: openSongbook,
    onBack: back,
  });

  // A search route with no text (a reload, a link): nothing to show but the way back.
  if (query.trim() === "" || (answer && results.length === 0)) {
    return (
      <main className="search-results search-results-empty">
        <h1>No Results Found</h1>
        <p>No songs found for &quot;{query}&quot;. Try a different search term.</p>
        <button type="button" className="button" autoFocus onClick={back}>
          Back
        </button>
      </main>
    );
  }
  const songCount = results.reduce((sum, group) => sum + group.songs.length, 0);
  return (
    <main className="search-results">
      <header className="search-results-header">
        <button type="button" className="button button-ghost" onClick={back}>
          ← Back
        </button>
        <div>
          <h1>Search Results</h1>
          <p className="search-results-query">&ldquo;{query}&rdquo;</p>
        </div>
        <p className="search-results-summary" aria-live="polite">
          {answer ? searchSummary(songCount, results.length) : "Searching songs..."}
        </p>
      </header>
      <div ref={gridRef} className="search-results-grid">
        {results.map((group, index) => (
          <SearchResultCard
            key={group.songbook_prefix}
            group={group}
            bookIndex={index}
            onSelect={queueSong}
            onOpenSongbook={() => openSongbook(group.songbook_prefix)}
          />
        ))}
      </div>
    </main>
  );
}
