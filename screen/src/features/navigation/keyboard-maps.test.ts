import { describe, expect, it } from "vitest";
import {
  createBackDebounce,
  gridMove,
  HOME_GRID_STEP,
  isControlsOwnArrow,
  listMove,
  navKeyOf,
  queuePanelKey,
  searchResultsKey,
  songbookKey,
} from "./keyboard-maps";

describe("grid moves (home: step 5)", () => {
  it("moves by one sideways and by a row up and down", () => {
    expect(gridMove(0, "ArrowRight", 12, HOME_GRID_STEP)).toBe(1);
    expect(gridMove(1, "ArrowDown", 12, HOME_GRID_STEP)).toBe(6);
    expect(gridMove(6, "ArrowUp", 12, HOME_GRID_STEP)).toBe(1);
  });

  it("leaves the grid at its edges and lands on a short last row", () => {
    expect(gridMove(0, "ArrowLeft", 12, 5)).toBeNull();
    expect(gridMove(2, "ArrowUp", 12, 5)).toBeNull();
    expect(gridMove(11, "ArrowRight", 12, 5)).toBeNull();
    expect(gridMove(8, "ArrowDown", 12, 5)).toBe(11);
    expect(gridMove(11, "ArrowDown", 12, 5)).toBeNull();
    expect(gridMove(0, "ArrowDown", 0, 5)).toBeNull();
  });

  it("knows a TV remote's Back", () => {
    expect(navKeyOf("BrowserBack")).toBe("Escape");
    expect(navKeyOf("Tab")).toBeNull();
  });
});

describe("songbook list", () => {
  it("goes down from search into the first song and back up", () => {
    const down = songbookKey({ mode: "search" }, "ArrowDown", 10);
    expect(down.nav).toEqual({ mode: "songs", index: 0 });
    expect(songbookKey(down.nav, "ArrowUp", 10).nav).toEqual({ mode: "search" });
  });

  it("changes pages with Left and Right, selects with Enter, goes back with Escape", () => {
    const nav = { mode: "songs", index: 4 } as const;
    expect(songbookKey(nav, "ArrowRight", 10).effect).toBe("nextPage");
    expect(songbookKey(nav, "ArrowLeft", 10).effect).toBe("previousPage");
    expect(songbookKey(nav, "Enter", 10).effect).toBe("select");
    expect(songbookKey(nav, "Backspace", 10).effect).toBe("back");
    expect(songbookKey(nav, "ArrowDown", 5).nav).toEqual({ mode: "songs", index: 4 });
  });

  it("Escape in the search box moves to the songs", () => {
    expect(songbookKey({ mode: "search" }, "Escape", 3)).toEqual({
      nav: { mode: "songs", index: 0 },
      effect: "focus",
    });
    expect(songbookKey({ mode: "search" }, "Escape", 0).effect).toBe("back");
  });
});

describe("search results", () => {
  const books = [3, 5, 2];

  it("jumps by 2 between songbooks and opens the last one's full songbook on Right", () => {
    expect(searchResultsKey({ mode: "songbooks", book: 0 }, "ArrowDown", books).nav).toEqual({
      mode: "songbooks",
      book: 2,
    });
    expect(searchResultsKey({ mode: "songbooks", book: 2 }, "ArrowUp", books).nav).toEqual({
      mode: "songbooks",
      book: 0,
    });
    expect(searchResultsKey({ mode: "songbooks", book: 2 }, "ArrowRight", books).effect).toBe(
      "openSongbook",
    );
    expect(searchResultsKey({ mode: "songbooks", book: 0 }, "ArrowRight", books).nav).toEqual({
      mode: "songbooks",
      book: 1,
    });
  });

  it("leaves the top bar's search field with Down or Escape; Up from the first row returns", () => {
    const field = { mode: "field" } as const;
    expect(searchResultsKey(field, "ArrowDown", books)).toEqual({
      nav: { mode: "songbooks", book: 0 },
      effect: "focus",
    });
    expect(searchResultsKey(field, "Escape", books).nav).toEqual({ mode: "songbooks", book: 0 });
    // Typing and submitting are the field's own; with nothing found there is nowhere to go.
    for (const key of ["ArrowLeft", "ArrowRight", "ArrowUp", "Enter", "Backspace"] as const)
      expect(searchResultsKey(field, key, books).effect).toBe("none");
    expect(searchResultsKey(field, "ArrowDown", []).effect).toBe("none");
    expect(searchResultsKey({ mode: "songbooks", book: 1 }, "ArrowUp", books)).toEqual({
      nav: field,
      effect: "focus",
    });
  });

  it("enters a songbook's songs (3 columns) and Escape returns to the songbooks", () => {
    const inSongs = searchResultsKey({ mode: "songbooks", book: 1 }, "Enter", books).nav;
    expect(inSongs).toEqual({ mode: "songs", book: 1, song: 0 });
    expect(searchResultsKey(inSongs, "ArrowDown", books).nav).toEqual({
      mode: "songs",
      book: 1,
      song: 3,
    });
    expect(searchResultsKey(inSongs, "Escape", books).nav).toEqual({ mode: "songbooks", book: 1 });
    expect(searchResultsKey({ mode: "songbooks", book: 1 }, "Escape", books).effect).toBe("back");
  });
});

describe("queue panel", () => {
  it("switches modes with Left/Right, adds or removes with Enter", () => {
    const nav = { mode: "search", index: 1 } as const;
    expect(queuePanelKey(nav, "ArrowRight", { results: 3, queue: 2 }).nav).toEqual({
      mode: "queue",
      index: 0,
    });
    expect(queuePanelKey(nav, "Enter", { results: 3, queue: 2 }).effect).toBe("add");
    expect(
      queuePanelKey({ mode: "queue", index: 0 }, "Enter", { results: 3, queue: 2 }).effect,
    ).toBe("remove");
    expect(queuePanelKey(nav, "Escape", { results: 3, queue: 2 }).effect).toBe("close");
    expect(
      queuePanelKey({ mode: "queue", index: 1 }, "Backspace", { results: 3, queue: 2 }).nav,
    ).toEqual({
      mode: "search",
      index: -1,
    });
  });
});

describe("a dialog's list of controls", () => {
  it("goes down and up one control at a time, and stops at the ends", () => {
    expect(listMove(0, "ArrowDown", 4)).toBe(1);
    expect(listMove(2, "ArrowUp", 4)).toBe(1);
    expect(listMove(3, "ArrowDown", 4)).toBeNull();
    expect(listMove(0, "ArrowUp", 4)).toBeNull();
  });
  it("leaves the other keys to the page, and starts at the top when nothing is focused", () => {
    for (const key of ["ArrowLeft", "ArrowRight", "Enter", "Escape"] as const)
      expect(listMove(1, key, 4)).toBeNull();
    expect(listMove(-1, "ArrowDown", 4)).toBe(0);
  });
});

describe("arrows a control keeps", () => {
  it("leaves Up and Down to a select, which changes its choice with them", () => {
    expect(isControlsOwnArrow("SELECT", "ArrowUp")).toBe(true);
    expect(isControlsOwnArrow("SELECT", "ArrowDown")).toBe(true);
  });
  it("still moves on from a select with Left and Right, and from anything else with every arrow", () => {
    expect(isControlsOwnArrow("SELECT", "ArrowLeft")).toBe(false);
    expect(isControlsOwnArrow("SELECT", "ArrowRight")).toBe(false);
    expect(isControlsOwnArrow("SELECT", "Enter")).toBe(false);
    for (const tag of ["BUTTON", "A", "INPUT"])
      for (const key of ["ArrowUp", "ArrowDown", "ArrowLeft", "ArrowRight"])
        expect(isControlsOwnArrow(tag, key)).toBe(false);
  });
});

describe("back debounce", () => {
  it("goes back once per 500 ms", () => {
    const back = createBackDebounce(500);
    expect(back(1000)).toBe(true);
    expect(back(1200)).toBe(false);
    expect(back(1500)).toBe(true);
  });
});
