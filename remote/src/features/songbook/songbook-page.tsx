// One songbook's songs on a phone (docs/remote.md, Songbooks): its name, the count line,
// the debounced search box, letter groups, and More at the end (70 at a time) instead of
// page numbers. Tapping a song queues it. A songbook the route does not name (file or prefix, any
// case) says so and goes back to the Songs tab.
import { cleanSongbookName, prepareSearchText, SEARCH_DEBOUNCE_LIST_MS } from "@encore/shared";
import { api } from "@encore/web/api/encore-api";
import { songbookCountLine } from "@encore/web/catalogue/count-line";
import { groupByLetter, songsInDisplayOrder } from "@encore/web/catalogue/song-groups";
import { findSongbook } from "@encore/web/catalogue/songbook-lookup";
import { errorText } from "@encore/web/i18n/error-text";
import { useT } from "@encore/web/i18n/translate";
import { useEffect, useMemo, useState } from "react";
import { Link, useLocation } from "wouter";
import { remotePaths } from "../../app/paths";
import { useDebouncedValue } from "../../lib/use-debounced-value";
import { useLoad } from "@encore/web/lib/use-load";
import { reportLoadFailure } from "../../lib/load-failures";
import { QueueableRow, SearchField, useQueueBadge } from "../browse";
import { emptyState, songsRequestName } from "./songbook-view";
import { useSongbookSongs } from "./use-songbook-songs";

const REDIRECT_AFTER_MS = 2000;

export function SongbookPage({ code, songbookId }: { code: string; songbookId: string }) {
  const t = useT();
  const [, navigate] = useLocation();
  const books = useLoad(() => api.songbooks(), t("remote.browse.songbooksFailed"), [songbookId], {
    reportFailure: reportLoadFailure,
  });
  const book =
    books.status === "ready" ? findSongbook(books.value.songbooks, songbookId) : undefined;
  const notFound = book === null;

  // The box as typed; what is asked is its last valid text, 500 ms after the typing stops.
  const [typed, setTyped] = useState("");
  const [valid, setValid] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const query = useDebouncedValue(valid, SEARCH_DEBOUNCE_LIST_MS);
  function onType(text: string) {
    setTyped(text);
    if (text.trim() === "") {
      setProblem(null);
      setValid("");
      return;
    }
    const prepared = prepareSearchText(text);
    setProblem(prepared.ok ? null : errorText(prepared));
    if (prepared.ok) setValid(prepared.text);
  }

  const { state, loadingMore, more } = useSongbookSongs(songsRequestName(songbookId, book), query);
  const badgeOf = useQueueBadge();
  const ready = state.status === "ready" ? state : null;
  const groups = useMemo(
    () => (ready ? groupByLetter(songsInDisplayOrder(ready.songs, false, ready.query !== "")) : []),
    [ready],
  );

  useEffect(() => {
    if (!notFound) return;
    const timer = setTimeout(
      () => navigate(remotePaths.browse(code), { replace: true }),
      REDIRECT_AFTER_MS,
    );
    return () => clearTimeout(timer);
  }, [notFound, code, navigate]);

  if (notFound) {
    return (
      <div className="browse songbook-page">
        <p className="browse-note songbook-missing" role="status">
          {t("remote.songbook.notFound")}
        </p>
      </div>
    );
  }

  const empty = emptyState(ready?.query ?? "");
  return (
    <div className="browse songbook-page">
      <Link className="back-link" href={remotePaths.browse(code)}>
        {t("remote.songbook.back")}
      </Link>
      <h1 className="songbook-title">{book ? cleanSongbookName(book.name) : "…"}</h1>
      <SearchField value={typed} onChange={onType} label={t("remote.songbook.search")} />
      {problem && (
        <p className="browse-note browse-error" role="alert">
          {problem}
        </p>
      )}
      <p className="browse-count" aria-live="polite">
        {ready
          ? songbookCountLine(0, ready.songs.length, ready.total, ready.query, ready.capped)
          : " "}
      </p>
      {state.status === "failed" && (
        <p className="browse-error">{t("remote.songbook.songsFailed")}</p>
      )}
      {state.status === "loading" && (
        <p className="browse-note" aria-busy="true">
          {t("remote.songbook.loading")}
        </p>
      )}
      {ready && ready.songs.length === 0 && (
        <div className="browse-empty">
          <h2>{empty.title}</h2>
          {empty.hint && <p>{empty.hint}</p>}
        </div>
      )}
      {groups.map((group, index) => (
        <section key={`${group.label}-${index}`} className="letter-group">
          <h2 className="letter-group-label">{group.label}</h2>
          <ul className="song-list">
            {group.songs.map((song) => (
              <QueueableRow key={song.db_id} song={song} badge={badgeOf(song)} />
            ))}
          </ul>
        </section>
      ))}
      {ready?.hasMore && (
        <button
          type="button"
          className="button button-ghost songbook-more"
          disabled={loadingMore}
          onClick={more}
        >
          {loadingMore ? t("remote.loading") : t("remote.songbook.more")}
        </button>
      )}
    </div>
  );
}
