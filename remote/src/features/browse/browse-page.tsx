// The Songs tab: the search field on top (300 ms debounce, docs/product.md#search-input), its
// results grouped by songbook; with no search, Most Popular, Latest Releases and the songbooks,
// loaded together and shown in one render (home-catalogue.ts).
import { SEARCH_DEBOUNCE_QUEUE_PANEL_MS } from "@encore/shared";
import { useT } from "@encore/web/i18n/translate";
import { searchTextAtom } from "@encore/web/search/search-atoms";
import { useAtom } from "@encore/web/store/store";
import { useDebouncedValue } from "../../lib/use-debounced-value";
import { useLoad } from "@encore/web/lib/use-load";
import { reportLoadFailure } from "../../lib/load-failures";
import { FavoritesSection } from "./favorites-section";
import { homeFailure, loadHomeCatalogue } from "./home-catalogue";
import { SearchField } from "./search-field";
import { SearchResults } from "./search-results";
import { SongCarousel } from "./song-carousel";
import { SongbookList } from "./songbook-list";
import "./browse.css";

// A part that failed raises the Retry overlay; the parts that came stay shown.
const HOME_OPTIONS = { failureOf: homeFailure, reportFailure: reportLoadFailure };

export function BrowsePage({ code }: { code: string }) {
  const t = useT();
  const [text, setText] = useAtom(searchTextAtom);
  const query = useDebouncedValue(text, SEARCH_DEBOUNCE_QUEUE_PANEL_MS);
  const searching = text.trim() !== "";
  // Asked once when the tab opens, kept while a search is shown.
  const home = useLoad(loadHomeCatalogue, "", [], HOME_OPTIONS);
  const catalogue = home.status === "ready" ? home.value : null;
  return (
    <div className="browse">
      <SearchField value={text} onChange={setText} />
      {searching ? (
        <SearchResults code={code} query={query} />
      ) : (
        <>
          <FavoritesSection />
          <SongCarousel
            title={t("remote.browse.popular")}
            kind="popular"
            first={catalogue?.popular ?? null}
          />
          <SongCarousel
            title={t("remote.browse.latest")}
            kind="new"
            first={catalogue?.newest ?? null}
          />
          <SongbookList code={code} loaded={catalogue?.songbooks ?? null} />
        </>
      )}
    </div>
  );
}
