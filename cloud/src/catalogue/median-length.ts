// The catalogue's median song length, for wait times (docs/product.md#wait-times): a song whose
// length nobody knows yet is counted as this long. Taken from the first songs with a known
// length (up to SAMPLE), which costs one short read and not a sort of a million rows; kept for
// an hour, read again in the background. Only the first request waits for the first read: a TV
// that asked right after the cloud started was told the default while phones that asked later
// were told the real median, and their waits differed (docs/decisions.md, "One wait on every
// device").
import { DEFAULT_MEDIAN_DURATION_S } from "@encore/shared";
import type { Db } from "./catalogue-repository.js";

const SAMPLE = 2001;
const FRESH_MS = 60 * 60_000;

export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] ?? null)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

export interface MedianLength {
  /** The median in seconds as last read (the first call waits for the first read). */
  current(): Promise<number>;
}

export function createMedianLength(db: Db, now: () => number = Date.now): MedianLength {
  let value = DEFAULT_MEDIAN_DURATION_S;
  let readAt = -Infinity;
  let reading = false;
  let first: Promise<void> | null = null;
  const read = async () => {
    const rows = await db
      .selectFrom("songs")
      .select("duration_s")
      .where("duration_s", "is not", null)
      .where("duration_s", ">", 0)
      .limit(SAMPLE)
      .execute();
    value = median(rows.map((row) => Number(row.duration_s))) ?? DEFAULT_MEDIAN_DURATION_S;
  };
  return {
    async current() {
      if (!reading && now() - readAt > FRESH_MS) {
        reading = true;
        readAt = now();
        const reread = read()
          .catch(() => undefined)
          .finally(() => {
            reading = false;
          });
        first ??= reread;
      }
      if (first) await first;
      return value;
    },
  };
}
