// The Songs tab: the search field on top (300 ms debounce, spec §5 rules), its results grouped by
// songbook; with no search, Most Popular, Latest Releases and the songbooks.
import { SEARCH_DEBOUNCE_QUEUE_PANEL_MS } from "@encore/shared";
import { searchTextAtom } from "@encore/web/search/search-atoms";
import { useAtom } from "@encore/web/store/store";
import { useDebouncedValue } from "../../lib/use-debounced-value";
import { FavoritesSection } from "./favorites-section";
import { SearchField } from "./search-field";
import { SearchResults } from "./search-results";
import { SongCarousel } from "./song-carousel";
import { SongbookList } from "./songbook-list";
import "./browse.css";

export function BrowsePage({ code }: { code: string }) {
  const [text, setText] = useAtom(searchTextAtom);
  const query = useDebouncedValue(text, SEARCH_DEBOUNCE_QUEUE_PANEL_MS);
  const searching = text.trim() !== "";
  return (
    <div className="browse">
      <SearchField value={text} onChange={setText} />
      {searching ? (
        <SearchResults code={code} query={query} />
      ) : (
        <>
          <FavoritesSection />
          <SongCarousel title="Most Popular" kind="popular" />
          <SongCarousel title="Latest Releases" kind="new" />
          <SongbookList code={code} />
        </>
      )}
    </div>
  );
}
