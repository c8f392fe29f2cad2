// The catalogue's answer to the search text, asked again when the text changes or the error
// overlay's Retry is pressed; null while it is on its way (or when there is no text).
import { GLOBAL_SEARCH_LIMIT, type SearchResponse } from "@encore/shared";
import { api } from "@encore/web/api/encore-api";
import { loadErrorAtom, retryCountAtom } from "@encore/web/catalogue/load-error";
import { t } from "@encore/web/i18n/translate";
import { store, useAtomValue } from "@encore/web/store/store";
import { useEffect, useState } from "react";

export function useSearchAnswer(query: string): SearchResponse | null {
  const retries = useAtomValue(retryCountAtom);
  const [answer, setAnswer] = useState<SearchResponse | null>(null);
  useEffect(() => {
    if (query.trim() === "") return;
    let live = true;
    setAnswer(null);
    api.search({ q: query, limit: GLOBAL_SEARCH_LIMIT }).then(
      (result) => live && setAnswer(result),
      () => live && store.set(loadErrorAtom, t("screen.errors.search")),
    );
    return () => {
      live = false;
    };
  }, [query, retries]);
  return answer;
}
