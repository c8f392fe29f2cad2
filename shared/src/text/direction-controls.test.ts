// Direction controls never survive a display cleaning, and removing them changes nothing else
// (docs/security.md, "Text that spoofs its neighbours").
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { MAX_DISPLAY_NAME_LENGTH } from "../constants.js";
import { hasDirectionControls, stripDirectionControls } from "./direction-controls.js";
import { cleanArtist, cleanSongbookName, cleanTitle, splitVideoTitle } from "./display-text.js";
import { cleanDisplayName } from "./guest-name.js";
import { parseKaraokeTitle } from "./karaoke-title.js";

const CONTROLS = [
  "\u061C",
  "\u200E",
  "\u200F",
  "\u202A",
  "\u202B",
  "\u202C",
  "\u202D",
  "\u202E",
  "\u2066",
  "\u2067",
  "\u2068",
  "\u2069",
];

const control = fc.constantFrom(...CONTROLS);
/** Any text, from any plane, with direction controls mixed in anywhere. */
const hostileText = fc
  .array(
    fc.oneof(
      control,
      fc.string({ unit: "grapheme" }),
      fc.string({ unit: "binary" }),
      fc.constantFrom("Adele", " - ", "(Karaoke Version)", "مرحبا", "שלום", "🎤", " "),
    ),
    { maxLength: 12 },
  )
  .map((parts) => parts.join(""));

describe("stripDirectionControls", () => {
  it("removes each of the twelve direction controls and nothing else", () => {
    for (const c of CONTROLS) {
      expect(hasDirectionControls(`Eve${c}`)).toBe(true);
      expect(stripDirectionControls(`Adele${c} - ${c}Hello`)).toBe("Adele - Hello");
    }
    // Right-to-left letters, the zero-width joiner of an emoji, accents: all kept.
    expect(stripDirectionControls("שלום مرحبا 👩‍🎤 Beyoncé")).toBe("שלום مرحبا 👩‍🎤 Beyoncé");
    expect(hasDirectionControls("שלום مرحبا 👩‍🎤 Beyoncé")).toBe(false);
  });

  it("property: nothing is left, it is idempotent, and only the controls go", () => {
    fc.assert(
      fc.property(hostileText, (text) => {
        const stripped = stripDirectionControls(text);
        expect(hasDirectionControls(stripped)).toBe(false);
        expect(stripDirectionControls(stripped)).toBe(stripped);
        const others = Array.from(text).filter((c) => !CONTROLS.includes(c));
        expect(Array.from(stripped)).toEqual(others);
      }),
    );
  });
});

describe("every display cleaning removes direction controls", () => {
  it("the attack: an artist ending in a right-to-left override", () => {
    expect(cleanArtist("Evil Artist\u202E")).toBe("Evil Artist");
    expect(cleanTitle("\u202Eolleh\u202C (Karaoke Version)")).toBe("Olleh");
    expect(cleanSongbookName("  \u2067Hits\u2069   of\u200F the 90s ")).toBe("Hits of the 90s");
    expect(cleanDisplayName("\u202EAna\u061C")).toBe("Ana");
    expect(splitVideoTitle("Adele\u202E - Hello\u2066")).toEqual({
      artist: "Adele",
      title: "Hello",
    });
    expect(parseKaraokeTitle("Adele\u202E - Hello (Karaoke Version)")).toEqual({
      ok: true,
      artist: "Adele",
      title: "Hello",
    });
  });

  it("property: titles, artists, songbook and singer names never hold one", () => {
    fc.assert(
      fc.property(hostileText, (text) => {
        for (const cleaned of [
          cleanTitle(text),
          cleanArtist(text),
          cleanSongbookName(text),
          cleanDisplayName(text),
          splitVideoTitle(text).artist,
          splitVideoTitle(text).title,
        ]) {
          expect(hasDirectionControls(cleaned)).toBe(false);
        }
        expect(Array.from(cleanDisplayName(text)).length).toBeLessThanOrEqual(
          MAX_DISPLAY_NAME_LENGTH,
        );
      }),
    );
  });

  it("property: controls added anywhere change no cleaning's result", () => {
    const wordsAndControls = fc.array(
      fc.oneof(
        { weight: 3, arbitrary: fc.constantFrom("Ana", "María", " ", "-", "(HD)", "שלום", "🎤") },
        control,
      ),
      { maxLength: 12 },
    );
    fc.assert(
      fc.property(wordsAndControls, (parts) => {
        const hostile = parts.join("");
        const plain = parts.filter((part) => !CONTROLS.includes(part)).join("");
        expect(cleanTitle(hostile)).toBe(cleanTitle(plain));
        expect(cleanArtist(hostile)).toBe(cleanArtist(plain));
        expect(cleanSongbookName(hostile)).toBe(cleanSongbookName(plain));
        expect(cleanDisplayName(hostile)).toBe(cleanDisplayName(plain));
      }),
    );
  });
});
