// The Songs tab: the search field on top (300 ms debounce, spec §5 rules), its results grouped by
// songbook; with no search, Most Popular, Latest Releases and the songbooks, loaded together and
// shown in one render (home-catalogue.ts).
import { SEARCH_DEBOUNCE_QUEUE_PANEL_MS } from "@encore/shared";
import { searchTextAtom } from "@encore/web/search/search-atoms";
import { useAtom } from "@encore/web/store/store";
import { useDebouncedValue } from "../../lib/use-debounced-value";
import { useLoad } from "../../lib/use-load";
import { FavoritesSection } from "./favorites-section";
import { loadHomeCatalogue } from "./home-catalogue";
import { SearchField } from "./search-field";
import { SearchResults } from "./search-results";
import { SongCarousel } from "./song-carousel";
import { SongbookList } from "./songbook-list";
import "./browse.css";

export function BrowsePage({ code }: { code: string }) {
  const [text, setText] = useAtom(searchTextAtom);
  const query = useDebouncedValue(text, SEARCH_DEBOUNCE_QUEUE_PANEL_MS);
  const searching = text.trim() !== "";
  // Asked once when the tab opens, kept while a search is shown.
  const home = useLoad(loadHomeCatalogue, "", []);
  const catalogue = home.status === "ready" ? home.value : null;
  return (
    <div className="browse">
      <SearchField value={text} onChange={setText} />
      {searching ? (
        <SearchResults code={code} query={query} />
      ) : (
        <>
          <FavoritesSection />
          <SongCarousel title="Most Popular" kind="popular" first={catalogue?.popular ?? null} />
          <SongCarousel title="Latest Releases" kind="new" first={catalogue?.newest ?? null} />
          <SongbookList code={code} loaded={catalogue?.songbooks ?? null} />
        </>
      )}
    </div>
  );
}
