// Search results' TV-remote keys (keyboard-maps.ts searchResultsKey) on the real focus: a card's
// `View full songbook →` button is the songbooks mode, a song of a card the songs mode.
import { BACK_NAVIGATION_DEBOUNCE_MS, type SearchGroup, type Song } from "@encore/shared";
import { useEffect, useRef, type RefObject } from "react";
import {
  createBackDebounce,
  navKeyOf,
  searchResultsKey,
  type SearchNav,
} from "../navigation/keyboard-maps";

interface Options {
  gridRef: RefObject<HTMLElement | null>;
  results: SearchGroup[];
  onSelect: (song: Song) => void;
  onOpenSongbook: (prefix: string) => void;
  onBack: () => void;
}

function navFromFocus(grid: HTMLElement | null): SearchNav | null {
  const active = document.activeElement as HTMLElement | null;
  if (!grid || !active || !grid.contains(active)) return null;
  const card = active.closest<HTMLElement>("[data-book-index]");
  const book = Number(card?.dataset.bookIndex ?? 0);
  if (active.dataset.songIndex !== undefined)
    return { mode: "songs", book, song: Number(active.dataset.songIndex) };
  if (active.dataset.bookButton !== undefined) return { mode: "songbooks", book };
  return null;
}

function focusNav(grid: HTMLElement | null, nav: SearchNav): void {
  const card = grid?.querySelector<HTMLElement>(`[data-book-index="${nav.book}"]`);
  const target =
    nav.mode === "songbooks"
      ? card?.querySelector<HTMLElement>("[data-book-button]")
      : card?.querySelector<HTMLElement>(`[data-song-index="${nav.song}"]`);
  target?.focus();
  target?.scrollIntoView({ block: "nearest" });
}

export function useSearchResultsKeys({
  gridRef,
  results,
  onSelect,
  onOpenSongbook,
  onBack,
}: Options): void {
  const latest = useRef({ results, onSelect, onOpenSongbook, onBack });
  latest.current = { results, onSelect, onOpenSongbook, onBack };

  // Results in: the first songbook takes the focus.
  useEffect(() => {
    if (results.length > 0) focusNav(gridRef.current, { mode: "songbooks", book: 0 });
  }, [results, gridRef]);

  useEffect(() => {
    const mayGoBack = createBackDebounce(BACK_NAVIGATION_DEBOUNCE_MS);
    const onKey = (event: KeyboardEvent) => {
      const key = navKeyOf(event.key);
      if (!key || event.defaultPrevented || document.querySelector("dialog[open]")) return;
      const {
        results: groups,
        onSelect: select,
        onOpenSongbook: open,
        onBack: back,
      } = latest.current;
      const nav = navFromFocus(gridRef.current) ?? { mode: "songbooks", book: 0 };
      const result = searchResultsKey(
        nav,
        key,
        groups.map((group) => group.songs.length),
      );
      switch (result.effect) {
        case "none":
          return;
        case "focus":
          focusNav(gridRef.current, result.nav);
          break;
        case "select": {
          const song =
            result.nav.mode === "songs"
              ? groups[result.nav.book]?.songs[result.nav.song]
              : undefined;
          if (song) select(song);
          break;
        }
        case "openSongbook": {
          const group = groups[result.nav.book];
          if (group) open(group.songbook_prefix);
          break;
        }
        case "back":
          if (mayGoBack(performance.now())) back();
          break;
      }
      event.preventDefault();
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [gridRef]);
}
