// When a song counts as unplayable (issue 17), as pure rules: which embed errors mean the video
// cannot play here, and how many different screens must report one before the song is hidden.

/**
 * The IFrame API's errors that are the video's, not the screen's: 100 (removed or private), 101 and
 * 150 (the owner does not allow embedding). 2 (bad parameter) and 5 (HTML5 player) are not.
 */
export const EMBED_ERROR_CODES: ReadonlySet<number> = new Set([100, 101, 150]);

/** One screen may be on a network or in a country that blocks a video; two agree it is the video. */
export const SCREENS_TO_HIDE = 2;

/** How long a reported queue item names its song for a second screen of the same session. */
export const REPORT_MEMORY_MS = 60 * 60_000;

export function isEmbedError(code: number | undefined): code is number {
  return code !== undefined && EMBED_ERROR_CODES.has(code);
}

export function shouldHide(distinctScreens: number): boolean {
  return distinctScreens >= SCREENS_TO_HIDE;
}
