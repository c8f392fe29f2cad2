import { describe, expect, it } from "vitest";
import { songbooksOf } from "./hidden-songbooks";

describe("the songbooks of the hidden songs", () => {
  it("lists each once, in the order the songs name them", () => {
    const songs = [
      { songbook_prefix: "KF", songbook_name: "KaraFun" },
      { songbook_prefix: "SF", songbook_name: "Sing King" },
      { songbook_prefix: "KF", songbook_name: "KaraFun" },
    ];
    expect(songbooksOf(songs)).toEqual([
      { prefix: "KF", name: "KaraFun" },
      { prefix: "SF", name: "Sing King" },
    ]);
  });
});
