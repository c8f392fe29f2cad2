// The name a device gives itself in the socket handshake, as the party sees it on queue items:
// direction and control characters removed, white space collapsed, trimmed, at most
// MAX_DISPLAY_NAME_LENGTH characters (the remote's name field allows as many); nothing left is
// "Guest".
import { MAX_DISPLAY_NAME_LENGTH } from "../constants.js";
import { stripDirectionControls } from "./direction-controls.js";

export const GUEST_NAME = "Guest";

// C0 and C1 controls (NUL, newlines, escape…) and the line and paragraph separators; the direction
// controls go by stripDirectionControls.
const UNSAFE = /[\p{Cc}\u2028\u2029]/gu;
// Invisible spaces that would make "A\u200Bna" look like another guest's "Ana" (the zero-width
// joiner of emoji sequences and the non-joiner of Persian stay).
const INVISIBLE = /[\u200B\u2060\uFEFF]/gu;
const WHITESPACE_RUN = /\s+/gu;

/**
 * The name as the cloud keeps it, or "" when nothing is left: the remote cleans what its guest
 * typed with this before sending, so it recognises its own songs by the very name the cloud shows.
 */
export function normalizeDisplayName(raw: string | null | undefined): string {
  const text = stripDirectionControls(raw ?? "")
    .replace(INVISIBLE, "")
    .replace(UNSAFE, " ")
    .replace(WHITESPACE_RUN, " ")
    .trim();
  // Counted in code points, so an emoji at the cut is never split in half.
  return Array.from(text).slice(0, MAX_DISPLAY_NAME_LENGTH).join("").trim();
}

export function cleanDisplayName(raw: string | null | undefined): string {
  const name = normalizeDisplayName(raw);
  return name.length > 0 ? name : GUEST_NAME;
}
