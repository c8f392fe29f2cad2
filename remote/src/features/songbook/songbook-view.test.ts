import type { Songbook } from "@encore/shared";
import { beforeAll, describe, expect, it } from "vitest";
import { speak } from "../../../../shared/web/i18n/test-language";
import { emptyState, songsRequestName } from "./songbook-view";

const book = { file: "2000s Hits", prefix: "ZK", name: "2000s Hits" } as unknown as Songbook;

beforeAll(() => speak("en"));

describe("songsRequestName", () => {
  it("asks under the route's value before the songbook is known, and when the cloud finds it", () => {
    expect(songsRequestName("zk", undefined)).toBe("zk");
    expect(songsRequestName("zk", book)).toBe("zk");
    expect(songsRequestName("2000s Hits", book)).toBe("2000s Hits");
  });

  it("asks under the file when the route named it in another case", () => {
    expect(songsRequestName("2000S HITS", book)).toBe("2000s Hits");
  });
});

describe("emptyState", () => {
  it("says a search found nothing, with the hint", () => {
    expect(emptyState("zzz")).toEqual({
      title: "No songs found",
      hint: "Try searching for a different artist or song title",
    });
  });

  it("says a songbook has no songs when nothing is searched", () => {
    expect(emptyState("  ")).toEqual({ title: "No songs available", hint: null });
  });
});
