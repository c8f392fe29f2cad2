// Search results' TV-remote keys (keyboard-maps.ts searchResultsKey) on the real focus: the top
// bar's search field is the field mode, a card's `View full songbook →` button the songbooks mode,
// a song of a card the songs mode.
import type { SearchGroup, Song } from "@encore/shared";
import { useEffect, type RefObject } from "react";
import { searchResultsKey, usePageKeys, type SearchNav } from "../navigation";
import { TOP_BAR_SEARCH_INPUT_ID } from "../top-bar";

interface Options {
  gridRef: RefObject<HTMLElement | null>;
  /** The search text the results are for. */
  query: string;
  results: SearchGroup[];
  onSelect: (song: Song) => void;
  onOpenSongbook: (prefix: string) => void;
  onBack: () => void;
}

function navFromFocus(grid: HTMLElement | null): SearchNav | null {
  const active = document.activeElement as HTMLElement | null;
  if (active?.id === TOP_BAR_SEARCH_INPUT_ID) return { mode: "field" };
  if (!grid || !active || !grid.contains(active)) return null;
  const card = active.closest<HTMLElement>("[data-book-index]");
  const book = Number(card?.dataset.bookIndex ?? 0);
  if (active.dataset.songIndex !== undefined)
    return { mode: "songs", book, song: Number(active.dataset.songIndex) };
  if (active.dataset.bookButton !== undefined) return { mode: "songbooks", book };
  return null;
}

function focusNav(grid: HTMLElement | null, nav: SearchNav): void {
  if (nav.mode === "field") {
    document.getElementById(TOP_BAR_SEARCH_INPUT_ID)?.focus();
    return;
  }
  const card = grid?.querySelector<HTMLElement>(`[data-book-index="${nav.book}"]`);
  const target =
    nav.mode === "songbooks"
      ? card?.querySelector<HTMLElement>("[data-book-button]")
      : card?.querySelector<HTMLElement>(`[data-song-index="${nav.song}"]`);
  target?.focus();
  target?.scrollIntoView({ block: "nearest" });
}

/**
 * Whether the guest is typing a new search in the top bar's field: the focus is there and its
 * text is no longer the one searched. Results arriving then leave the focus where it is.
 */
function typingAnew(query: string): boolean {
  const field = document.getElementById(TOP_BAR_SEARCH_INPUT_ID);
  return (
    field instanceof HTMLInputElement &&
    document.activeElement === field &&
    field.value.trim() !== query.trim()
  );
}

export function useSearchResultsKeys({
  gridRef,
  query,
  results,
  onSelect,
  onOpenSongbook,
  onBack,
}: Options): void {
  // Results in: the first songbook takes the focus, unless a new search is being typed.
  useEffect(() => {
    if (results.length > 0 && !typingAnew(query))
      focusNav(gridRef.current, { mode: "songbooks", book: 0 });
  }, [results, gridRef, query]);

  usePageKeys((key, goBack) => {
    const nav = navFromFocus(gridRef.current) ?? { mode: "songbooks", book: 0 };
    const result = searchResultsKey(
      nav,
      key,
      results.map((group) => group.songs.length),
    );
    switch (result.effect) {
      case "none":
        return false;
      case "focus":
        focusNav(gridRef.current, result.nav);
        break;
      case "select": {
        const song =
          result.nav.mode === "songs"
            ? results[result.nav.book]?.songs[result.nav.song]
            : undefined;
        if (song) onSelect(song);
        break;
      }
      case "openSongbook": {
        const group = result.nav.mode === "field" ? undefined : results[result.nav.book];
        if (group) onOpenSongbook(group.songbook_prefix);
        break;
      }
      case "back":
        goBack(onBack);
        break;
    }
    return true;
  });
}
