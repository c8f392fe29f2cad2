// TV-remote navigation (docs/product.md#keyboard-navigation): for each screen, a pure map from
// (mode, position, key) to the next position and what to do. Components apply the result: move
// focus, change page, select, go back. Arrows are ignored while typing in a field, except the ones
// a map names for leaving it.

export type NavKey =
  "ArrowUp" | "ArrowDown" | "ArrowLeft" | "ArrowRight" | "Enter" | "Escape" | "Backspace";

export function navKeyOf(key: string): NavKey | null {
  const keys: readonly string[] = [
    "ArrowUp",
    "ArrowDown",
    "ArrowLeft",
    "ArrowRight",
    "Enter",
    "Escape",
    "Backspace",
  ];
  // A TV remote's Back often arrives as BrowserBack (or GoBack on some sets).
  if (key === "BrowserBack" || key === "GoBack") return "Escape";
  return keys.includes(key) ? (key as NavKey) : null;
}

/**
 * Whether an arrow key is the focused control's own rather than the navigation's: Up and Down
 * change a <select>'s choice (the language in About), so they are left to it; Left and Right
 * still move the focus on. `tagName` as the DOM gives it (`SELECT`).
 */
export function isControlsOwnArrow(tagName: string, key: string): boolean {
  return tagName.toUpperCase() === "SELECT" && (key === "ArrowUp" || key === "ArrowDown");
}

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/** A grid read row by row: Left/Right by one, Up/Down by `columns`. Null: the move leaves it. */
export function gridMove(
  index: number,
  key: NavKey,
  count: number,
  columns: number,
): number | null {
  if (count === 0) return null;
  switch (key) {
    case "ArrowLeft":
      return index > 0 ? index - 1 : null;
    case "ArrowRight":
      return index < count - 1 ? index + 1 : null;
    case "ArrowUp":
      return index - columns >= 0 ? index - columns : null;
    case "ArrowDown":
      if (index + columns < count) return index + columns;
      // From the last full row into a shorter last row: land on its last item.
      return Math.floor(index / columns) < Math.floor((count - 1) / columns) ? count - 1 : null;
    default:
      return index;
  }
}

/** The home screen's step: a grid of 5 columns. */
export const HOME_GRID_STEP = 5;

// ── Songbook list: modes search and songs ────────────────────────────────────────────────────
export type SongbookNav = { mode: "search" } | { mode: "songs"; index: number };
export type SongbookEffect = "none" | "select" | "back" | "nextPage" | "previousPage" | "focus";

export function songbookKey(
  nav: SongbookNav,
  key: NavKey,
  count: number,
): { nav: SongbookNav; effect: SongbookEffect } {
  if (nav.mode === "search") {
    if (key === "ArrowDown" && count > 0)
      return { nav: { mode: "songs", index: 0 }, effect: "focus" };
    // Escape in the search box moves focus to the songs.
    if (key === "Escape") {
      return count > 0
        ? { nav: { mode: "songs", index: 0 }, effect: "focus" }
        : { nav, effect: "back" };
    }
    return { nav, effect: "none" };
  }
  const last = Math.max(0, count - 1);
  switch (key) {
    case "ArrowUp":
      return nav.index === 0
        ? { nav: { mode: "search" }, effect: "focus" }
        : { nav: { mode: "songs", index: nav.index - 1 }, effect: "focus" };
    case "ArrowDown":
      return { nav: { mode: "songs", index: clamp(nav.index + 1, 0, last) }, effect: "focus" };
    case "ArrowRight":
      return { nav: { mode: "songs", index: 0 }, effect: "nextPage" };
    case "ArrowLeft":
      return { nav: { mode: "songs", index: 0 }, effect: "previousPage" };
    case "Enter":
      return { nav, effect: "select" };
    case "Escape":
    case "Backspace":
      return { nav, effect: "back" };
  }
}

// ── Search results: modes songbooks (a 2-column grid of cards) and songs (3 columns) ──────────
export const SEARCH_BOOK_STRIDE = 2;
export const SEARCH_SONG_COLUMNS = 3;

// The top bar's search field sits above the cards ("field"): Down or Escape leave it for the first
// songbook, Up from the first row of songbooks returns to it; typing keys stay the field's own.
export type SearchNav =
  | { mode: "field" }
  | { mode: "songbooks"; book: number }
  | { mode: "songs"; book: number; song: number };
export type SearchEffect = "none" | "focus" | "select" | "openSongbook" | "back";

export function searchResultsKey(
  nav: SearchNav,
  key: NavKey,
  songsPerBook: readonly number[],
): { nav: SearchNav; effect: SearchEffect } {
  const books = songsPerBook.length;
  if (nav.mode === "field") {
    if (books > 0 && (key === "ArrowDown" || key === "Escape"))
      return { nav: { mode: "songbooks", book: 0 }, effect: "focus" };
    return { nav, effect: "none" };
  }
  if (nav.mode === "songbooks") {
    const book = nav.book;
    switch (key) {
      case "ArrowUp":
        if (book < SEARCH_BOOK_STRIDE) return { nav: { mode: "field" }, effect: "focus" };
        return {
          nav: { mode: "songbooks", book: Math.max(0, book - SEARCH_BOOK_STRIDE) },
          effect: "focus",
        };
      case "ArrowDown":
        return {
          nav: { mode: "songbooks", book: Math.min(books - 1, book + SEARCH_BOOK_STRIDE) },
          effect: "focus",
        };
      case "ArrowLeft":
        return { nav: { mode: "songbooks", book: Math.max(0, book - 1) }, effect: "focus" };
      case "ArrowRight":
        // Right on the last songbook opens its full songbook.
        if (book === books - 1) return { nav, effect: "openSongbook" };
        return { nav: { mode: "songbooks", book: book + 1 }, effect: "focus" };
      case "Enter":
        return (songsPerBook[book] ?? 0) > 0
          ? { nav: { mode: "songs", book, song: 0 }, effect: "focus" }
          : { nav, effect: "none" };
      case "Escape":
      case "Backspace":
        return { nav, effect: "back" };
    }
  }
  const count = songsPerBook[nav.book] ?? 0;
  if (key === "Escape" || key === "Backspace")
    return { nav: { mode: "songbooks", book: nav.book }, effect: "focus" };
  if (key === "Enter") return { nav, effect: "select" };
  const song = gridMove(nav.song, key, count, SEARCH_SONG_COLUMNS);
  return song === null ? { nav, effect: "none" } : { nav: { ...nav, song }, effect: "focus" };
}

// ── Queue panel: modes search and queue ──────────────────────────────────────────────────────
export type QueuePanelNav = { mode: "search"; index: number } | { mode: "queue"; index: number };
export type QueuePanelEffect = "none" | "focus" | "add" | "remove" | "close";

export function queuePanelKey(
  nav: QueuePanelNav,
  key: NavKey,
  counts: { results: number; queue: number },
): { nav: QueuePanelNav; effect: QueuePanelEffect } {
  const count = nav.mode === "search" ? counts.results : counts.queue;
  switch (key) {
    case "ArrowLeft":
    case "ArrowRight": {
      const mode = nav.mode === "search" ? "queue" : "search";
      return { nav: { mode, index: 0 }, effect: "focus" };
    }
    case "ArrowUp":
      return { nav: { ...nav, index: Math.max(-1, nav.index - 1) }, effect: "focus" };
    case "ArrowDown":
      return { nav: { ...nav, index: Math.min(count - 1, nav.index + 1) }, effect: "focus" };
    case "Enter":
      if (nav.index < 0 || nav.index >= count) return { nav, effect: "none" };
      return { nav, effect: nav.mode === "search" ? "add" : "remove" };
    case "Escape":
      return { nav, effect: "close" };
    case "Backspace":
      return nav.mode === "queue"
        ? { nav: { mode: "search", index: -1 }, effect: "focus" }
        : { nav, effect: "none" };
  }
}

// ── A dialog's controls, one under the other (the party settings): Up and Down ────────────────

/** The control Up or Down goes to in a list of `count`, or null: another key, or past an end. */
export function listMove(index: number, key: NavKey, count: number): number | null {
  if (key === "ArrowDown") return index + 1 < count ? index + 1 : null;
  if (key === "ArrowUp") return index > 0 ? Math.min(index, count) - 1 : null;
  return null;
}

/** Escape/Backspace "back" is debounced (500 ms): a held key goes back once. */
export function createBackDebounce(ms: number): (now: number) => boolean {
  let last = -Infinity;
  return (now) => {
    if (now - last < ms) return false;
    last = now;
    return true;
  };
}
