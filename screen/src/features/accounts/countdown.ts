// The verify and reset screens' redirect countdown (5 s), as a pure function of time.
import { t } from "@encore/web/i18n/translate";

/** Whole seconds left of `total` after `elapsedMs`, never below 0: 5, 4, 3, 2, 1, 0. */
export function secondsLeft(total: number, elapsedMs: number): number {
  return Math.max(0, total - Math.floor(Math.max(0, elapsedMs) / 1000));
}

export function countdownText(seconds: number): string {
  return t("screen.link.countdown", { seconds });
}
