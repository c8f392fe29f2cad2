import type { Song } from "@encore/shared";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { speak } from "../../../../shared/web/i18n/test-language";
import { testSong } from "../../test-support/songs";

const song = (dbId: number): Song => testSong(dbId);

const calls = vi.hoisted(() => ({
  popular: vi.fn<(limit?: number) => Promise<{ songs: Song[] }>>(),
  newest: vi.fn<(limit?: number) => Promise<{ songs: Song[] }>>(),
  songbooks: vi.fn<() => Promise<{ songbooks: [] }>>(),
}));
vi.mock("@encore/web/api/encore-api", () => ({ api: calls }));

const { homeFailure, loadHomeCatalogue } = await import("./home-catalogue");

beforeAll(() => speak("en"));
afterEach(() => vi.restoreAllMocks());

describe("the Songs tab's one load", () => {
  it("asks the first 10 of both carousels and the songbooks, together", async () => {
    calls.popular.mockResolvedValue({ songs: [song(1)] });
    calls.newest.mockResolvedValue({ songs: [song(2)] });
    calls.songbooks.mockResolvedValue({ songbooks: [] });
    expect(await loadHomeCatalogue()).toEqual({
      popular: { status: "ready", value: [song(1)] },
      newest: { status: "ready", value: [song(2)] },
      songbooks: { status: "ready", value: [] },
    });
    expect(calls.popular).toHaveBeenCalledWith(10);
    expect(calls.newest).toHaveBeenCalledWith(10);
  });

  it("fails part by part, with the spec's texts", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    calls.popular.mockRejectedValue(new Error("down"));
    calls.newest.mockResolvedValue({ songs: [] });
    calls.songbooks.mockRejectedValue(new Error("down"));
    expect(await loadHomeCatalogue()).toEqual({
      popular: { status: "failed", message: "Failed to load popular songs" },
      newest: { status: "ready", value: [] },
      songbooks: { status: "failed", message: "Failed to load songbooks" },
    });
  });

  it("names the first part that failed, for the Retry overlay; none when all came", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    calls.popular.mockResolvedValue({ songs: [] });
    calls.newest.mockRejectedValue(new Error("down"));
    calls.songbooks.mockRejectedValue(new Error("down"));
    expect(homeFailure(await loadHomeCatalogue())).toBe("Failed to load new songs");
    calls.newest.mockResolvedValue({ songs: [] });
    calls.songbooks.mockResolvedValue({ songbooks: [] });
    expect(homeFailure(await loadHomeCatalogue())).toBeNull();
  });
});
