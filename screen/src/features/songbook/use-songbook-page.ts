// One page of a songbook (or of every songbook, for the pseudo-book `search`), with the search
// text applied; failures raise the global "Failed to load songs" overlay.
import type { Songbook, SongsPageResponse } from "@encore/shared";
import { api } from "@encore/web/api/encore-api";
import { loadErrorAtom, retryCountAtom } from "@encore/web/catalogue/load-error";
import { errorText } from "@encore/web/i18n/error-text";
import { t } from "@encore/web/i18n/translate";
import { store, useAtomValue } from "@encore/web/store/store";
import { useEffect, useState } from "react";
import { findSongbook, SEARCH_PSEUDO_BOOK, songsPageRequest } from "./songbook-request";

export type SongbookLookup =
  { status: "loading" } | { status: "found"; book: Songbook | null } | { status: "missing" };

/** The songbook a route names by its file or its prefix (any case); `search` is every songbook. */
export function useSongbook(songbookId: string): SongbookLookup {
  const [lookup, setLookup] = useState<SongbookLookup>({ status: "loading" });
  const retries = useAtomValue(retryCountAtom);
  useEffect(() => {
    if (songbookId === SEARCH_PSEUDO_BOOK) {
      setLookup({ status: "found", book: null });
      return;
    }
    let live = true;
    api.songbooks().then(
      ({ songbooks }) => {
        if (!live) return;
        const book = findSongbook(songbooks, songbookId);
        setLookup(book ? { status: "found", book } : { status: "missing" });
      },
      () => live && store.set(loadErrorAtom, t("screen.errors.songbooks")),
    );
    return () => {
      live = false;
    };
  }, [songbookId, retries]);
  return lookup;
}

export type SongsPage =
  { status: "loading" } | { status: "ready"; page: SongsPageResponse; offset: number; ms: number };

export function useSongsPage(
  book: Songbook | null | undefined,
  query: string,
  page: number,
): SongsPage {
  const [state, setState] = useState<SongsPage>({ status: "loading" });
  const retries = useAtomValue(retryCountAtom);
  useEffect(() => {
    if (book === undefined) return;
    let live = true;
    const request = songsPageRequest(book, query, page);
    const { offset } = request;
    setState((previous) => (previous.status === "ready" ? previous : { status: "loading" }));
    api.songs(request).then(
      (answer) =>
        live && setState({ status: "ready", page: answer, offset, ms: performance.now() }),
      (error: unknown) => {
        if (!live) return;
        store.set(
          loadErrorAtom,
          error instanceof Error ? errorText(error) : t("screen.errors.songs"),
        );
      },
    );
    return () => {
      live = false;
    };
  }, [book, query, page, retries]);
  return state;
}
