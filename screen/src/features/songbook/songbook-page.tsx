// A songbook's songs (docs/product.md#songbook-list): title, count line, debounced search, letter
// groups (or songbook groups for the pseudo-book `search`), 1-3 columns, 70 a page. Selecting a
// song plays it now and opens the player. Arrows, Enter and Escape/Backspace drive it from a TV
// remote.
import {
  cleanSongbookName,
  SEARCH_DEBOUNCE_LIST_MS,
  screenPaths,
  totalPages,
  SONGBOOK_PAGE_SIZE,
  type Song,
} from "@encore/shared";
import { songbookCountLine } from "@encore/web/catalogue/count-line";
import { useT } from "@encore/web/i18n/translate";
import { songsInDisplayOrder } from "@encore/web/catalogue/song-groups";
import { Pagination } from "@encore/web/ui/pagination";
import { useEffect, useMemo, useRef, useState } from "react";
import { useAppNavigate } from "../../app/navigate";
import { command } from "../playback";
import { debounce } from "../../lib/debounce";
import { SongbookSearchBox } from "./songbook-search-box";
import { SongbookSongs } from "./songbook-songs";
import { useRenderTiming } from "./use-render-timing";
import { useSongbookKeys } from "./use-songbook-keys";
import { SEARCH_PSEUDO_BOOK } from "./songbook-request";
import { useSongbook, useSongsPage } from "./use-songbook-page";
import "./songbook.css";

const REDIRECT_AFTER_MS = 2000;

export function SongbookPage({ code, songbookId }: { code: string; songbookId: string }) {
  const t = useT();
  const navigate = useAppNavigate();
  const lookup = useSongbook(songbookId);
  const [query, setQuery] = useState("");
  const [page, setPage] = useState(1);
  const book = lookup.status === "found" ? lookup.book : undefined;
  const songs = useSongsPage(book, query, page);
  const listRef = useRef<HTMLDivElement>(null);
  const searchRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (lookup.status !== "missing") return;
    const timer = setTimeout(
      () => navigate(screenPaths.sessionHome(code), { replace: true }),
      REDIRECT_AFTER_MS,
    );
    return () => clearTimeout(timer);
  }, [lookup.status, code, navigate]);

  const applyQuery = useMemo(
    () =>
      debounce((text: string) => {
        setQuery(text);
        setPage(1);
      }, SEARCH_DEBOUNCE_LIST_MS),
    [],
  );
  useEffect(() => () => applyQuery.cancel(), [applyQuery]);

  const ready = songs.status === "ready" ? songs : null;
  const bySongbook = songbookId === SEARCH_PSEUDO_BOOK;
  const shown = useMemo(
    () => (ready ? songsInDisplayOrder(ready.page.songs, bySongbook, query !== "") : []),
    [ready, bySongbook, query],
  );
  useRenderTiming(ready?.ms ?? null);
  const pages = ready ? totalPages(ready.page.total, SONGBOOK_PAGE_SIZE) : 0;
  const select = async (song: Song) => {
    await command("PLAY_SONG", { song: { db_id: song.db_id } });
    navigate(screenPaths.player(code));
  };
  useSongbookKeys({
    listRef,
    searchRef,
    songs: shown,
    onSelect: (song) => void select(song),
    onPage: (delta) =>
      setPage((current) => Math.min(Math.max(1, current + delta), Math.max(1, pages))),
    onBack: () => navigate(screenPaths.sessionHome(code)),
  });

  if (lookup.status === "missing") {
    return (
      <main className="songbook songbook-missing">
        <p role="status">{t("screen.songbook.notFound")}</p>
      </main>
    );
  }
  const title =
    songbookId === SEARCH_PSEUDO_BOOK ? t("screen.songbook.all") : cleanSongbookName(book?.name);
  return (
    <main className="songbook">
      <header className="songbook-header">
        <button
          type="button"
          className="button button-ghost"
          onClick={() => navigate(screenPaths.sessionHome(code))}
        >
          {t("screen.backArrow")}
        </button>
        <div>
          <h1 className="songbook-title">{title}</h1>
          <p className="songbook-count" aria-live="polite">
            {ready
              ? songbookCountLine(
                  ready.offset,
                  ready.page.songs.length,
                  ready.page.total,
                  query,
                  ready.page.total_capped,
                )
              : " "}
          </p>
        </div>
        <SongbookSearchBox ref={searchRef} onText={applyQuery} />
      </header>
      <div ref={listRef}>
        {ready && (
          <SongbookSongs
            songs={shown}
            bySongbook={bySongbook}
            searching={query !== ""}
            onSelect={(song) => void select(song)}
          />
        )}
      </div>
      <Pagination page={page} pages={pages} onPage={setPage} />
    </main>
  );
}
