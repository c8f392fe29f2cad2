// The catalogue's median song length, for wait times (docs/product.md#wait-times): a song whose
// length nobody knows yet is counted as this long. Taken from the first songs with a known
// length (up to SAMPLE), which costs one short read and not a sort of a million rows; kept for
// an hour, read again in the background, never awaited by a request.
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
  /** The median in seconds as last read (the default until the first read is done). */
  current(): number;
}

export function createMedianLength(db: Db, now: () => number = Date.now): MedianLength {
  let value = DEFAULT_MEDIAN_DURATION_S;
  let readAt = -Infinity;
  let reading = false;
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
    current() {
      if (!reading && now() - readAt > FRESH_MS) {
        reading = true;
        readAt = now();
        read()
          .catch(() => undefined)
          .finally(() => {
            reading = false;
          });
      }
      return value;
    },
  };
}
