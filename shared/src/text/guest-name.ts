// The name a device gives itself in the socket handshake, as the party sees it on queue items:
// control and direction-changing characters removed, white space collapsed, trimmed, at most
// MAX_DISPLAY_NAME_LENGTH characters; nothing left is "Guest".

export const GUEST_NAME = "Guest";
export const MAX_DISPLAY_NAME_LENGTH = 40;

// C0 and C1 controls (NUL, newlines, escape…), the bidirectional overrides and isolates that can
// turn the text around a name, and the line and paragraph separators.
const UNSAFE = /[\p{Cc}\u200E\u200F\u202A-\u202E\u2066-\u2069\u2028\u2029]/gu;
const WHITESPACE_RUN = /\s+/gu;

export function cleanDisplayName(raw: string | null | undefined): string {
  const text = (raw ?? "").replace(UNSAFE, " ").replace(WHITESPACE_RUN, " ").trim();
  // Counted in code points, so an emoji at the cut is never split in half.
  const capped = Array.from(text).slice(0, MAX_DISPLAY_NAME_LENGTH).join("").trim();
  return capped.length > 0 ? capped : GUEST_NAME;
}
