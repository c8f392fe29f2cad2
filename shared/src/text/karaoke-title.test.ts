// Each pattern with titles written as the channels that use it write theirs (docs/catalogue.md,
// "How karaoke titles are read"): the songs and artists are real, the decoration is the channel's.
import { describe, expect, it } from "vitest";
import { KARAOKE_SKIP_REASONS, parseKaraokeTitle } from "./karaoke-title.js";

const song = (artist: string, title: string) => ({ ok: true, artist, title });
const compilation = { ok: false, reason: KARAOKE_SKIP_REASONS.compilation };
const noArtist = { ok: false, reason: KARAOKE_SKIP_REASONS.noArtist };

describe("parseKaraokeTitle", () => {
  it.each([
    // Artist - Title (Karaoke Version): Sing King and most channels.
    ["Adele - Hello (Karaoke Version)", song("Adele", "Hello")],
    [
      "Lewis Capaldi - Someone You Loved (Karaoke Version)",
      song("Lewis Capaldi", "Someone You Loved"),
    ],
    ["Ed Sheeran - Perfect (Karaoke Version)", song("Ed Sheeran", "Perfect")],
    [
      "Jay-Z & Alicia Keys - Empire State of Mind (Karaoke Version)",
      song("Jay-Z & Alicia Keys", "Empire State Of Mind"),
    ],
    [
      "Jet - Are You Gonna Be My Girl (Karaoke Version) [HD]",
      song("Jet", "Are You Gonna Be My Girl"),
    ],
  ])("Artist - Title (Karaoke Version): %s", (videoTitle, expected) => {
    expect(parseKaraokeTitle(videoTitle)).toEqual(expected);
  });

  it.each([
    // Title (in the Style of Artist): Sunfly, Stingray and The Karaoke Channel.
    ["Hello (In the Style of Adele) (Karaoke Version)", song("Adele", "Hello")],
    [
      "Bohemian Rhapsody (In the Style of Queen) [Karaoke Version]",
      song("Queen", "Bohemian Rhapsody"),
    ],
    [
      'Shake It Off in the Style of "Taylor Swift" karaoke video with lyrics (no lead vocal)',
      song("Taylor Swift", "Shake It Off"),
    ],
    [
      "Don't Stop Believin' in the Style of \"Journey\" karaoke video with lyrics (with lead vocal)",
      song("Journey", "Don't Stop Believin'"),
    ],
    [
      "Sweet Caroline in the style of Neil Diamond | Karaoke with Lyrics",
      song("Neil Diamond", "Sweet Caroline"),
    ],
    [
      "I Will Survive (As Made Famous By Gloria Gaynor) [Karaoke]",
      song("Gloria Gaynor", "I Will Survive"),
    ],
  ])("Title (in the Style of Artist): %s", (videoTitle, expected) => {
    expect(parseKaraokeTitle(videoTitle)).toEqual(expected);
  });

  it.each([
    ["Karaoke - Wonderwall - Oasis", song("Oasis", "Wonderwall")],
    ["Karaoke - Dancing Queen - ABBA", song("ABBA", "Dancing Queen")],
    ["Karaoke – Livin' on a Prayer – Bon Jovi", song("Bon Jovi", "Livin' On A Prayer")],
  ])("Karaoke - Title - Artist: %s", (videoTitle, expected) => {
    expect(parseKaraokeTitle(videoTitle)).toEqual(expected);
  });

  it.each([
    ["Queen – Bohemian Rhapsody | Karaoke with Lyrics", song("Queen", "Bohemian Rhapsody")],
    [
      "Whitney Houston - I Wanna Dance with Somebody | Karaoke with Lyrics 🎤",
      song("Whitney Houston", "I Wanna Dance With Somebody"),
    ],
    ["Toto - Africa | Karaoke Version | Lyrics", song("Toto", "Africa")],
  ])("… | Karaoke with Lyrics: %s", (videoTitle, expected) => {
    expect(parseKaraokeTitle(videoTitle)).toEqual(expected);
  });

  it.each([
    ["The Killers - Mr. Brightside (No Lead Vocal)", song("The Killers", "Mr. Brightside")],
    ["Bon Jovi - It's My Life - No Lead Vocal", song("Bon Jovi", "It's My Life")],
    [
      "Elvis Presley - Suspicious Minds (Karaoke Version - No Lead Vocal)",
      song("Elvis Presley", "Suspicious Minds"),
    ],
  ])("(No Lead Vocal): %s", (videoTitle, expected) => {
    expect(parseKaraokeTitle(videoTitle)).toEqual(expected);
  });

  it.each([
    ["[Karaoke] BTS - Dynamite", song("BTS", "Dynamite")],
    ["Coldplay - Yellow [Karaoke]", song("Coldplay", "Yellow")],
    ["Oasis - Don't Look Back in Anger (Instrumental)", song("Oasis", "Don't Look Back In Anger")],
    ["Linkin Park - In the End (Instrumental Karaoke) [HD]", song("Linkin Park", "In The End")],
    ["Queen - Don't Stop Me Now KARAOKE", song("Queen", "Don't Stop Me Now")],
    ["KARAOKE Eagles - Hotel California", song("Eagles", "Hotel California")],
    ["KARAOKE: Toto - Africa [Official Video]", song("Toto", "Africa")],
  ])("[Karaoke], (Instrumental), KARAOKE: %s", (videoTitle, expected) => {
    expect(parseKaraokeTitle(videoTitle)).toEqual(expected);
  });

  it.each([
    [
      "Queen - Bohemian Rhapsody - Karaoke Version from Zoom Karaoke",
      song("Queen", "Bohemian Rhapsody"),
    ],
    ["Oasis - Wonderwall - Karaoke Version from Zoom Karaoke", song("Oasis", "Wonderwall")],
    [
      "Amy Winehouse - Valerie (Mark Ronson version) - Karaoke Version from Zoom Karaoke",
      song("Amy Winehouse", "Valerie"),
    ],
  ])("- Karaoke Version from Zoom Karaoke: %s", (videoTitle, expected) => {
    expect(parseKaraokeTitle(videoTitle)).toEqual(expected);
  });

  it("reads 'Title - Artist' for a channel that writes the song first", () => {
    expect(
      parseKaraokeTitle("Dancing Queen - ABBA | Karaoke Version | KaraFun", {
        order: "title-artist",
      }),
    ).toEqual(song("ABBA", "Dancing Queen"));
    expect(
      parseKaraokeTitle("Bohemian Rhapsody - Queen | Karaoke Version | KaraFun", {
        order: "title-artist",
      }),
    ).toEqual(song("Queen", "Bohemian Rhapsody"));
    // The 'Karaoke - Title - Artist' pattern turns with it.
    expect(parseKaraokeTitle("Karaoke - Oasis - Wonderwall", { order: "artist-title" })).toEqual(
      song("Oasis", "Wonderwall"),
    );
  });

  it.each([
    "ABBA Medley (Karaoke Version)",
    "Queen - Greatest Hits Medley | Karaoke",
    "Christmas Mashup - Pentatonix (Karaoke Version)",
    "Non-Stop Karaoke 80s Party Mix",
    "NONSTOP Karaoke - Best of 90s",
    "Eurovision Megamix (Karaoke)",
    "Top 20 Karaoke Songs of 2023",
    "1 Hour of Karaoke Classics with Lyrics",
    "2 Hours Non Stop Love Songs Karaoke",
    "Best Karaoke Songs With Lyrics 2024 🎤 Compilation",
    "50 Greatest Karaoke Hits - Playlist",
    "Disney Karaoke Playlist | Sing Along",
    "Adele - 25 (Full Album) Karaoke",
    "🔴 Karaoke Live Stream - Your Requests",
  ])("skips a medley or compilation: %s", (videoTitle) => {
    expect(parseKaraokeTitle(videoTitle)).toEqual(compilation);
  });

  it.each([
    "Despacito (Karaoke Version)",
    "Karaoke Night Announcement",
    "🎤🎤 | Karaoke",
    "Sing King - Karaoke",
  ])("skips a title with no artist and title: %s", (videoTitle) => {
    expect(parseKaraokeTitle(videoTitle)).toEqual(noArtist);
  });

  it("keeps titles that only look like lists", () => {
    expect(parseKaraokeTitle("Gene Pitney - 24 Hours from Tulsa (Karaoke Version)")).toEqual(
      song("Gene Pitney", "24 Hours From Tulsa"),
    );
    expect(parseKaraokeTitle("Adele - Someone Like You (Karaoke Version)")).toEqual(
      song("Adele", "Someone Like You"),
    );
  });
});
