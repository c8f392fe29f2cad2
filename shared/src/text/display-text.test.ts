import { describe, expect, it } from "vitest";
import {
  cleanArtist,
  cleanTitle,
  splitVideoTitle,
  titleCase,
  UNKNOWN_ARTIST,
  UNKNOWN_TITLE,
} from "./display-text.js";

describe("splitVideoTitle", () => {
  it.each([
    ["Adele - Hello (Karaoke Version) [HD]", "Adele", "Hello"],
    ["Queen – Bohemian Rhapsody | Karaoke with Lyrics 🎤", "Queen", "Bohemian Rhapsody"],
    ["Ed Sheeran - Shape of You (Karaoke Version)", "Ed Sheeran", "Shape Of You"],
    ["KARAOKE: Toto - Africa [Official Video] 🎶🎶", "Toto", "Africa"],
    ["Beyoncé — Halo (Lyrics) HD", "Beyoncé", "Halo"],
    ["Jay-Z - Empire State of Mind [Karaoke] • Sing King", "Jay-Z", "Empire State Of Mind"],
    [
      "AC/DC - Highway to Hell (Karaoke Instrumental) Official Video HD",
      "AC/DC",
      "Highway To Hell",
    ],
    ["Bon Jovi - Livin' on a Prayer (Cover) {4K}", "Bon Jovi", "Livin' On A Prayer"],
    ["ABBA - Dancing Queen | Karaoke Version | KaraFun", "ABBA", "Dancing Queen"],
    ["Despacito (Karaoke Version)", UNKNOWN_ARTIST, "Despacito"],
    ["🎤🎤 | Karaoke", UNKNOWN_ARTIST, UNKNOWN_TITLE],
  ])("%s → %s / %s", (videoTitle, artist, title) => {
    expect(splitVideoTitle(videoTitle)).toEqual({ artist, title });
  });
});

describe("cleanTitle", () => {
  it.each([
    ["hello (karaoke version)", "Hello"],
    ["Someone Like You [HD] official video", "Someone Like You"],
    ["Bohemian Rhapsody (Live (1986)) 🎤", "Bohemian Rhapsody"],
    ["Dancing Queen with lyrics", "Dancing Queen"],
    ["Sweet Child O' Mine - Lyrics", "Sweet Child O' Mine"],
    ["  ", UNKNOWN_TITLE],
    ["(Karaoke Version)", UNKNOWN_TITLE],
    ["Video Killed the Radio Star", "Video Killed The Radio Star"],
  ])("%s → %s", (raw, expected) => {
    expect(cleanTitle(raw)).toBe(expected);
  });

  it("falls back for missing values", () => {
    expect(cleanTitle(undefined)).toBe(UNKNOWN_TITLE);
    expect(cleanTitle(null)).toBe(UNKNOWN_TITLE);
    expect(cleanArtist("")).toBe(UNKNOWN_ARTIST);
    expect(cleanArtist("🎶")).toBe(UNKNOWN_ARTIST);
  });

  it("is idempotent", () => {
    for (const raw of ["Adele - Hello (Karaoke Version) [HD]", "la señora interesante"]) {
      expect(cleanTitle(cleanTitle(raw))).toBe(cleanTitle(raw));
    }
  });
});

describe("titleCase", () => {
  it("capitalises each word and keeps capitals as written", () => {
    expect(titleCase("la señora interesante")).toBe("La Señora Interesante");
    expect(titleCase("AC/DC back in black")).toBe("AC/DC Back In Black");
    expect(titleCase("2NE1 i am the best")).toBe("2NE1 I Am The Best");
    expect(titleCase("éxito")).toBe("Éxito");
  });
});
