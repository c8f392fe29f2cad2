// When a song counts as unplayable, as pure rules (docs/security.md, "A screen is a screen because
// the cloud says so"): which embed errors mean the video cannot play here, whose reports count
// and how many, how fast one address may report, and how long a song stays hidden.

/**
 * The IFrame API's errors that are the video's, not the screen's: 100 (removed or private), 101 and
 * 150 (the owner does not allow embedding). 2 (bad parameter) and 5 (HTML5 player) are not.
 */
export const EMBED_ERROR_CODES: ReadonlySet<number> = new Set([100, 101, 150]);

/**
 * One screen may be on a network or in a country that blocks a video; two agree it is the video.
 * They must be the screens of different parties on different addresses: one party, or one
 * address, is one witness however many sockets it opens.
 */
export const SCREENS_TO_HIDE = 2;

/** A report older than this no longer counts: a song hidden needs witnesses of the same month. */
export const REPORT_MEMORY_MS = 30 * 24 * 60 * 60_000;

/**
 * Reports that count per address: at most 5 songs an hour and 20 a day. A real screen meets a dead
 * video now and then; beyond this a report still skips the song for its party, it only no longer
 * counts towards hiding it for everyone.
 */
export const REPORT_RATE = [
  { windowMs: 60 * 60_000, reports: 5 },
  { windowMs: 24 * 60 * 60_000, reports: 20 },
] as const;

/** A song hidden by screens comes back after 7 days, twice as long each time it is hidden again. */
export const FIRST_HIDE_MS = 7 * 24 * 60 * 60_000;
/** …and never for longer than 180 days at a time. */
export const LONGEST_HIDE_MS = 180 * 24 * 60 * 60_000;

export function isEmbedError(code: number | undefined): code is number {
  return code !== undefined && EMBED_ERROR_CODES.has(code);
}

/**
 * Whether the reports of a song hide it. `reports` has one entry per address (an address reports a
 * song once), each with the party it reported from; two reports from different parties are then
 * from different addresses too.
 */
export function shouldHide(reports: readonly { sessionCode: string }[]): boolean {
  return new Set(reports.map((report) => report.sessionCode)).size >= SCREENS_TO_HIDE;
}

/** Whether an address that made `recent[i]` counted reports within REPORT_RATE[i] may make one more. */
export function withinReportRate(recent: readonly number[]): boolean {
  return REPORT_RATE.every((rate, i) => (recent[i] ?? 0) < rate.reports);
}

/** How long a song is hidden the `times`-th time screens hide it (1 for the first). */
export function hideDurationMs(times: number): number {
  const doublings = Math.max(0, Math.min(times - 1, 30));
  return Math.min(FIRST_HIDE_MS * 2 ** doublings, LONGEST_HIDE_MS);
}
