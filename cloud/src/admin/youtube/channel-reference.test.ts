import { describe, expect, it } from "vitest";
import { parseChannelReference, sameChannel } from "./channel-reference.js";

describe("parseChannelReference", () => {
  it.each([
    ["@singkingkaraoke", "@singkingkaraoke"],
    ["  @Sing.King-Karaoke_1 ", "@Sing.King-Karaoke_1"],
    ["@カラオケ歌っちゃ王", "@カラオケ歌っちゃ王"],
    ["UCwTRjvjVge51X-ILJ4i22ew", "UCwTRjvjVge51X-ILJ4i22ew"],
    ["https://www.youtube.com/@singkingkaraoke", "@singkingkaraoke"],
    ["https://www.youtube.com/@singkingkaraoke/videos?view=0", "@singkingkaraoke"],
    ["youtube.com/@duetsclub", "@duetsclub"],
    ["http://m.youtube.com/@duetsclub/", "@duetsclub"],
    ["https://www.youtube.com/%40duetsclub", "@duetsclub"],
    ["https://www.youtube.com/channel/UCwTRjvjVge51X-ILJ4i22ew", "UCwTRjvjVge51X-ILJ4i22ew"],
    ["www.youtube.com/channel/UCwTRjvjVge51X-ILJ4i22ew/featured", "UCwTRjvjVge51X-ILJ4i22ew"],
  ])("reads %j as %j", (text, channel) => {
    expect(parseChannelReference(text)).toBe(channel);
  });

  it.each([
    "",
    "singkingkaraoke",
    "@ab",
    "@has space",
    "UCshort",
    "https://www.youtube.com/watch?v=dQw4w9WgXcQ",
    "https://www.youtube.com/c/SingKingKaraoke",
    "https://www.youtube.com/channel/notanid",
    "https://evil.example/@singkingkaraoke",
    "ftp://www.youtube.com/@singkingkaraoke",
    "https://www.youtube.com/%E0%A4%A",
  ])("refuses %j", (text) => {
    expect(parseChannelReference(text)).toBeNull();
  });

  it("compares handles without case", () => {
    expect(sameChannel("@ZoomKaraokeOfficial", "@zoomkaraokeofficial")).toBe(true);
    expect(sameChannel("@zoom", "@zoomkaraoke")).toBe(false);
  });
});
