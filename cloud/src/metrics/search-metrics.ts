// Times the catalogue's searches (GET /api/search and GET /api/songs?q=) by standing in front of
// the SongSearch they both call, so the routes stay as they are.
import type { SongSearch } from "../catalogue/song-search.js";
import type { Metrics } from "./metrics.js";

/** The search, timed into `encore_search_duration_seconds`; as it is without metrics. */
export function timedSearch(
  songSearch: SongSearch,
  metrics: Pick<Metrics, "searchSeconds"> | null,
): SongSearch {
  if (!metrics) return songSearch;
  return {
    async search(terms, options) {
      const stop = metrics.searchSeconds.startTimer();
      try {
        return await songSearch.search(terms, options);
      } finally {
        stop();
      }
    },
  };
}
