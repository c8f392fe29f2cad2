// The songbook's TV-remote keys (keyboard-maps.ts songbookKey), applied to the real focus: the
// search box is the search mode, a song row's button the songs mode. After a page change the
// first song of the new page takes the focus, so it is never lost.
import type { Song } from "@encore/shared";
import { useEffect, useRef, type RefObject } from "react";
import { songbookKey, usePageKeys, type SongbookNav } from "../navigation";

interface Options {
  listRef: RefObject<HTMLElement | null>;
  searchRef: RefObject<HTMLInputElement | null>;
  songs: Song[];
  onSelect: (song: Song) => void;
  onPage: (delta: 1 | -1) => void;
  onBack: () => void;
}

function songButton(list: HTMLElement | null, index: number): HTMLElement | null {
  return list?.querySelector<HTMLElement>(`[data-song-index="${index}"]`) ?? null;
}

export function useSongbookKeys({
  listRef,
  searchRef,
  songs,
  onSelect,
  onPage,
  onBack,
}: Options): void {
  const focusFirstOnLoad = useRef(false);

  useEffect(() => {
    if (!focusFirstOnLoad.current || songs.length === 0) return;
    focusFirstOnLoad.current = false;
    songButton(listRef.current, 0)?.focus();
  }, [songs, listRef]);

  usePageKeys((key, goBack) => {
    const active = document.activeElement as HTMLElement | null;
    const inSearch = active === searchRef.current;
    const songIndex = active?.dataset.songIndex;
    let nav: SongbookNav;
    if (inSearch) {
      // Typing: only Down and Escape leave the box; the rest edit the text.
      if (key !== "ArrowDown" && key !== "Escape") return false;
      nav = { mode: "search" };
    } else if (songIndex !== undefined) {
      nav = { mode: "songs", index: Number(songIndex) };
    } else if (active && active !== document.body && key === "Enter") {
      return false; // Enter on another button (a favorite, a page) is that button's own.
    } else {
      nav = { mode: "search" };
    }
    const result = songbookKey(nav, key, songs.length);
    switch (result.effect) {
      case "none":
        return false;
      case "focus":
        if (result.nav.mode === "search") searchRef.current?.focus();
        else songButton(listRef.current, result.nav.index)?.focus();
        break;
      case "select": {
        const song = result.nav.mode === "songs" ? songs[result.nav.index] : undefined;
        if (song) onSelect(song);
        break;
      }
      case "nextPage":
      case "previousPage":
        focusFirstOnLoad.current = true;
        onPage(result.effect === "nextPage" ? 1 : -1);
        break;
      case "back":
        goBack(onBack);
        break;
    }
    return true;
  });
}
