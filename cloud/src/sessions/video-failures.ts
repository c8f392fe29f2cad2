// A screen's VIDEO_ERROR as a report on the song (docs/security.md, "A screen is a screen because
// the cloud says so"): embed errors (100, 101, 150) from the session's screen, about the song it
// is playing now, are recorded per song and address; screens of two parties on two addresses hide
// the song for a while (song-playability.ts). Runs before the command moves the session on. The
// socket handlers call it only for a screen proven by its token.
import type { Db } from "../catalogue/catalogue-repository.js";
import { isEmbedError } from "../catalogue/playability-rules.js";
import { recordEmbedFailure, restoreExpiredHides } from "../catalogue/song-playability.js";
import type { Logger } from "../logger.js";
import type { SessionService } from "./session-service.js";

export interface VideoErrorReport {
  sessionCode: string;
  queueId: string | undefined;
  errorCode: number | undefined;
  /** The screen's address key (client-address.ts). */
  addressKey: string;
}

export type VideoErrorReporter = (report: VideoErrorReport) => Promise<void>;

export function createVideoErrorReporter(deps: {
  db: Db;
  service: Pick<SessionService, "get">;
  now: () => number;
  logger: Logger;
}): VideoErrorReporter {
  return async ({ sessionCode, queueId, errorCode, addressKey }) => {
    if (queueId === undefined || !isEmbedError(errorCode)) return;
    const state = await deps.service.get(sessionCode);
    // Only the song playing now: a report on any other queue item is refused by the session too.
    if (state?.current?.queue_id !== queueId) return;
    const songId = state.current.db_id;
    const outcome = await recordEmbedFailure(deps.db, {
      songId,
      addressKey,
      sessionCode,
      queueId,
      errorCode,
      at: new Date(deps.now()),
    });
    if (!outcome.counted) {
      deps.logger.info({ songId, sessionCode }, "video error not counted: address over its rate");
    } else if (outcome.hidden) {
      deps.logger.info(
        { songId, errorCode, until: outcome.until.toISOString() },
        "song hidden: screens of two parties could not play it",
      );
    }
  };
}

/** The job that brings back songs whose hide is over (session-jobs.ts runs it). */
export function createHiddenSongRestorer(deps: {
  db: Db;
  now: () => number;
  logger: Logger;
}): () => Promise<void> {
  return async () => {
    const restored = await restoreExpiredHides(deps.db, new Date(deps.now()));
    if (restored > 0) deps.logger.info({ restored }, "hidden songs back: their time is over");
  };
}
