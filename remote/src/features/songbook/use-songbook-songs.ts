// A songbook's songs on a phone, with the search text applied: the first 70, then 70 more at a
// time. A failure raises the shared 'Failed to load songs' overlay; its Retry asks again
// what failed (the first page, or the next), without a reload. A 404 is the songbook not being
// there, said by the page, not a load failure.
import { SONGBOOK_PAGE_SIZE, type Song } from "@encore/shared";
import { api } from "@encore/web/api/encore-api";
import { ApiError } from "@encore/web/api/http-client";
import { retryCountAtom } from "@encore/web/catalogue/load-error";
import { t } from "@encore/web/i18n/translate";
import { useAtomValue } from "@encore/web/store/store";
import { startTransition, useCallback, useEffect, useRef, useState } from "react";
import { reportLoadFailure } from "../../lib/load-failures";

/** The failure said, in the language shown when it happens. */
const songsFailure = () => t("remote.songbook.songsFailed");

export type SongbookSongs =
  | { status: "loading" }
  | { status: "missing" }
  | { status: "failed" }
  | {
      status: "ready";
      songs: Song[];
      total: number;
      capped: boolean;
      hasMore: boolean;
      /** The search text these songs answer ("" for the whole songbook). */
      query: string;
    };

export function useSongbookSongs(
  songbook: string,
  query: string,
): { state: SongbookSongs; loadingMore: boolean; more: () => void } {
  const [state, setState] = useState<SongbookSongs>({ status: "loading" });
  const [loadingMore, setLoadingMore] = useState(false);
  const [round, setRound] = useState(0);
  const retries = useAtomValue(retryCountAtom);
  // What failed, for the overlay's Retry.
  const failed = useRef<"first" | "more" | null>(null);
  // Answers of an older songbook or search are dropped.
  const generation = useRef(0);
  const latest = useRef(state);
  latest.current = state;

  useEffect(() => {
    const mine = ++generation.current;
    failed.current = null;
    setLoadingMore(false);
    // The list stays while the next search's answer is on its way (no flash on every letter).
    setState((previous) => (previous.status === "ready" ? previous : { status: "loading" }));
    api.songs({ songbook, q: query || undefined, limit: SONGBOOK_PAGE_SIZE, offset: 0 }).then(
      (page) => {
        if (mine !== generation.current) return;
        startTransition(() =>
          setState({
            status: "ready",
            songs: page.songs,
            total: page.total,
            capped: page.total_capped === true,
            hasMore: page.has_more,
            query,
          }),
        );
      },
      (error: unknown) => {
        if (mine !== generation.current) return;
        if (error instanceof ApiError && error.status === 404) {
          setState({ status: "missing" });
          return;
        }
        console.warn(songsFailure(), error);
        failed.current = "first";
        setState({ status: "failed" });
        reportLoadFailure(songsFailure());
      },
    );
  }, [songbook, query, round]);

  const more = useCallback(() => {
    const current = latest.current;
    if (current.status !== "ready" || !current.hasMore) return;
    const mine = generation.current;
    failed.current = null;
    setLoadingMore(true);
    api
      .songs({
        songbook,
        q: current.query || undefined,
        limit: SONGBOOK_PAGE_SIZE,
        offset: current.songs.length,
      })
      .then(
        (page) => {
          if (mine !== generation.current) return;
          startTransition(() =>
            setState({
              ...current,
              songs: [...current.songs, ...page.songs],
              total: page.total,
              capped: page.total_capped === true,
              hasMore: page.has_more,
            }),
          );
        },
        (error: unknown) => {
          if (mine !== generation.current) return;
          console.warn(songsFailure(), error);
          failed.current = "more";
          reportLoadFailure(songsFailure());
        },
      )
      .finally(() => {
        if (mine === generation.current) setLoadingMore(false);
      });
  }, [songbook]);

  // Retry: what failed is asked again.
  useEffect(() => {
    if (failed.current === "first") setRound((n) => n + 1);
    else if (failed.current === "more") more();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only the overlay's Retry runs this
  }, [retries]);

  return { state, loadingMore, more };
}
