import { describe, expect, it } from "vitest";
import {
  createBackDebounce,
  gridMove,
  HOME_GRID_STEP,
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

describe("back debounce", () => {
  it("goes back once per 500 ms", () => {
    const back = createBackDebounce(500);
    expect(back(1000)).toBe(true);
    expect(back(1200)).toBe(false);
    expect(back(1500)).toBe(true);
  });
});
