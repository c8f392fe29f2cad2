// Search results across every songbook (docs/screen.md, Refining a search): the top bar, whose
// field holds the shared search text and refines it here, the query, `N result(s) across M
// songbook(s)`, a card per songbook with its songs and `View full songbook →`. Selecting a song
// only queues it (the cloud starts it when nothing is on, and the screen follows to the player).
import { screenPaths, type Song } from "@encore/shared";
import { searchSummary } from "@encore/web/catalogue/count-line";
import { useT } from "@encore/web/i18n/translate";
import { searchTextAtom } from "@encore/web/search/search-atoms";
import { useAtomValue } from "@encore/web/store/store";
import { useRef } from "react";
import { useAppNavigate } from "../../app/navigate";
import { command } from "../playback";
import { TopBar } from "../top-bar";
import { SearchResultCard } from "./search-result-card";
import { useSearchAnswer } from "./use-search-answer";
import { useSearchResultsKeys } from "./use-search-results-keys";
import "./search-results.css";

export function SearchResultsPage({ code }: { code: string }) {
  const t = useT();
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
    query,
    results,
    onSelect: queueSong,
    onOpenSongbook: openSongbook,
    onBack: back,
  });

  // A search route with no text (a reload, a link): nothing to show but the way back.
  if (query.trim() === "" || (answer && results.length === 0)) {
    return (
      <div className="search-page">
        <TopBar code={code} />
        <main className="search-results search-results-empty">
          <h1>{t("screen.search.noResults")}</h1>
          <p>{t("screen.search.noSongsFor", { query })}</p>
          <button type="button" className="button" autoFocus onClick={back}>
            {t("screen.back")}
          </button>
        </main>
      </div>
    );
  }
  const songCount = results.reduce((sum, group) => sum + group.songs.length, 0);
  return (
    <div className="search-page">
      <TopBar code={code} />
      <main className="search-results">
        <header className="search-results-header">
          <button type="button" className="button button-ghost" onClick={back}>
            {t("screen.backArrow")}
          </button>
          <div>
            <h1>{t("screen.search.title")}</h1>
            <p className="search-results-query">{t("screen.search.query", { query })}</p>
          </div>
          <p className="search-results-summary" aria-live="polite">
            {answer ? searchSummary(songCount, results.length) : t("screen.search.searching")}
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
    </div>
  );
}
