// The shell's key chords, read in the main process before the page sees a key (so they work on
// every page: the screen, the offline page, a page that hangs in script).

import type { KeyInput } from "./electron-api.js";

export type ChordAction = "quit" | "leave-kiosk" | "settings" | "reload";

/** Ctrl+Shift+… (Cmd+Shift+… on a Mac keyboard): rare enough never to be pressed by chance. */
export const CHORDS: Readonly<Record<string, ChordAction>> = {
  q: "quit",
  k: "leave-kiosk",
  s: "settings",
  r: "reload",
};

export function chordAction(input: KeyInput): ChordAction | null {
  if (input.type !== "keyDown" || !input.shift || input.alt) return null;
  if (!(input.control || input.meta)) return null;
  return CHORDS[input.key.toLowerCase()] ?? null;
}

/** How the chords read in the README, the settings page and the log. */
export const CHORD_HELP =
  "Ctrl+Shift+S settings · Ctrl+Shift+K leave kiosk mode · Ctrl+Shift+R reload · Ctrl+Shift+Q quit";
