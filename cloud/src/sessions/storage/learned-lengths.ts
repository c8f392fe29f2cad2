// A screen's reported length of a song and the shared catalogue (docs/security.md, "Reported
// lengths"). The party's own queue item takes the length at once (session-machine.ts VIDEO_INFO);
// the catalogue's `duration_s`, which every party's waits and deadlines use, changes only when the
// report agrees with it, or when screens of several parties, from more than one address, reported
// the same length: one party's screen (or a script with its screen token) cannot make a song last
// an hour, or one second, for everyone else.
import type { Kysely } from "kysely";
import type { Database } from "../../db/schema.js";

/** Within this many seconds two lengths are the same video's. */
export const SAME_LENGTH_S = 2;
/** Parties, and client addresses among them, whose screens must agree before the catalogue changes. */
export const AGREEING_SESSIONS = 3;
export const AGREEING_ADDRESSES = 2;
/** Reports kept per song: the newest, enough to outvote an old disagreement. */
export const REPORTS_PER_SONG = 20;

export interface LengthReport {
  session_code: string;
  address_key: string;
  duration_s: number;
}

/**
 * The length the catalogue should take from `reports` (the newest last) for a new report of
 * `seconds`, or null to keep its own: a length agreeing with the import's changes nothing; else
 * enough parties and addresses must have reported within SAME_LENGTH_S of it, and the catalogue
 * takes their median.
 */
export function agreedLength(
  catalogueS: number | null,
  seconds: number,
  reports: readonly LengthReport[],
): number | null {
  if (catalogueS !== null && Math.abs(catalogueS - seconds) <= SAME_LENGTH_S) return null;
  const agreeing = reports.filter(
    (report) => Math.abs(report.duration_s - seconds) <= SAME_LENGTH_S,
  );
  const sessions = new Set(agreeing.map((report) => report.session_code));
  const addresses = new Set(agreeing.map((report) => report.address_key));
  if (sessions.size < AGREEING_SESSIONS || addresses.size < AGREEING_ADDRESSES) return null;
  const sorted = agreeing.map((report) => report.duration_s).sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? seconds;
}

export interface ReportedLength {
  songId: number;
  durationS: number;
  session: string;
  address: string;
  at: Date;
}

/**
 * Keeps a screen's report (one per song and party, the newest) and changes the catalogue's length
 * when the reports agree: true when it changed.
 */
export async function reportLength(db: Kysely<Database>, report: ReportedLength): Promise<boolean> {
  const seconds = Math.round(report.durationS);
  const reportedAt = report.at.toISOString();
  return db.transaction().execute(async (trx) => {
    await trx
      .insertInto("length_reports")
      .values({
        song_id: report.songId,
        session_code: report.session,
        address_key: report.address,
        duration_s: seconds,
        reported_at: reportedAt,
      })
      .onConflict((oc) =>
        oc.columns(["song_id", "session_code"]).doUpdateSet({
          address_key: report.address,
          duration_s: seconds,
          reported_at: reportedAt,
        }),
      )
      .execute();
    const reports = await trx
      .selectFrom("length_reports")
      .select(["session_code", "address_key", "duration_s", "reported_at"])
      .where("song_id", "=", report.songId)
      .orderBy("reported_at", "desc")
      .execute();
    const stale = reports.slice(REPORTS_PER_SONG);
    if (stale.length > 0)
      await trx
        .deleteFrom("length_reports")
        .where("song_id", "=", report.songId)
        .where(
          "session_code",
          "in",
          stale.map((row) => row.session_code),
        )
        .execute();
    const song = await trx
      .selectFrom("songs")
      .select("duration_s")
      .where("id", "=", report.songId)
      .executeTakeFirst();
    if (!song) return false;
    const length = agreedLength(
      song.duration_s,
      seconds,
      reports.slice(0, REPORTS_PER_SONG).reverse(),
    );
    if (length === null || length === song.duration_s) return false;
    await trx
      .updateTable("songs")
      .set({ duration_s: length })
      .where("id", "=", report.songId)
      .execute();
    return true;
  });
}
