import type { Song } from "@encore/shared";
import { beforeAll, describe, expect, it } from "vitest";
import { speak } from "../i18n/test-language";
import {
  groupByLetter,
  groupBySongbook,
  letterOf,
  songCountText,
  songsInDisplayOrder,
} from "./song-groups";

function song(title: string, prefix = "PH", dbId = 1): Song {
  return {
    id: `${prefix}${dbId}`,
    db_id: dbId,
    title,
    artist: "A",
    youtube_id: "v",
    songbook_prefix: prefix,
    songbook_name: `Book ${prefix}`,
    songbook_thumbnail: `${prefix}.jpg`,
    view_count: 0,
    is_favorite: false,
  };
}

describe("letter groups", () => {
  it("puts digits under 0-9, symbols under #, accents under their letter", () => {
    expect(letterOf("99 Luftballons")).toBe("0-9");
    expect(letterOf("(I Can't Get No) Satisfaction")).toBe("#");
    expect(letterOf("Édith")).toBe("E");
    expect(letterOf("  abba")).toBe("A");
    expect(letterOf("")).toBe("#");
  });

  it("groups consecutive songs of one letter", () => {
    const groups = groupByLetter([song("1999"), song("Abba"), song("Angie"), song("Bad")]);
    expect(groups.map((g) => [g.label, g.songs.length])).toEqual([
      ["0-9", 1],
      ["A", 2],
      ["B", 1],
    ]);
  });
});

describe("songbook groups", () => {
  beforeAll(() => speak("en"));

  it("keeps the songbooks in order of first appearance", () => {
    const groups = groupBySongbook([song("x", "PH", 1), song("y", "RK", 2), song("z", "PH", 3)]);
    expect(groups.map((g) => [g.prefix, g.songs.length, g.thumbnail])).toEqual([
      ["PH", 2, "PH.jpg"],
      ["RK", 1, "RK.jpg"],
    ]);
    expect(songCountText(1)).toBe("1 song");
    expect(songCountText(2)).toBe("2 songs");
  });
});

describe("display order", () => {
  it("sorts matches by title while searching, so letter groups stay whole", () => {
    const ranked = [song("Crazy"), song("Digital"), song("Can't"), song("Ábc")];
    const titles = songsInDisplayOrder(ranked, false, true).map((s) => s.title);
    expect(titles).toEqual(["Ábc", "Can't", "Crazy", "Digital"]);
    expect(groupByLetter(songsInDisplayOrder(ranked, false, true)).map((g) => g.label)).toEqual([
      "A",
      "C",
      "D",
    ]);
  });

  it("keeps the cloud's order otherwise and groups the pseudo-book by songbook", () => {
    const list = [song("b", "PH", 1), song("a", "RK", 2), song("c", "PH", 3)];
    expect(songsInDisplayOrder(list, false, false).map((s) => s.db_id)).toEqual([1, 2, 3]);
    expect(songsInDisplayOrder(list, true, false).map((s) => s.db_id)).toEqual([1, 3, 2]);
  });
});
