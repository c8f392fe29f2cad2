import { describe, expect, it } from "vitest";
import type { KeyInput } from "./electron-api.js";
import { chordAction } from "./key-chords.js";

const key = (k: string, mods: Partial<KeyInput> = {}): KeyInput => ({
  type: "keyDown",
  key: k,
  control: true,
  shift: true,
  alt: false,
  meta: false,
  ...mods,
});

describe("key chords", () => {
  it("reads Ctrl+Shift+Q/K/S/R (and Cmd on a Mac keyboard)", () => {
    expect(chordAction(key("Q"))).toBe("quit");
    expect(chordAction(key("k"))).toBe("leave-kiosk");
    expect(chordAction(key("S"))).toBe("settings");
    expect(chordAction(key("R"))).toBe("reload");
    expect(chordAction(key("q", { control: false, meta: true }))).toBe("quit");
  });

  it("ignores plain keys, key-ups, missing modifiers and other letters", () => {
    expect(chordAction(key("Enter", { control: false, shift: false }))).toBeNull();
    expect(chordAction(key("q", { type: "keyUp" }))).toBeNull();
    expect(chordAction(key("q", { shift: false }))).toBeNull();
    expect(chordAction(key("q", { control: false }))).toBeNull();
    expect(chordAction(key("q", { alt: true }))).toBeNull();
    expect(chordAction(key("x"))).toBeNull();
  });
});
