// A screen's VIDEO_ERROR as a report on the song (issue 17): embed errors (100, 101, 150) from
// screens are recorded per song and screen device, and two different screens hide the song. Runs
// before the command moves the session on; a second screen of the same session, whose report
// arrives after the first one's has ended the song, finds the song by that first report.
import type { DeviceKind } from "@encore/shared";
import type { Db } from "../catalogue/catalogue-repository.js";
import { isEmbedError, REPORT_MEMORY_MS } from "../catalogue/playability-rules.js";
import { recordEmbedFailure, songOfReportedItem } from "../catalogue/song-playability.js";
import type { Logger } from "../logger.js";
import type { SessionService } from "./session-service.js";

export interface VideoErrorReport {
  sessionCode: string;
  queueId: string | undefined;
  errorCode: number | undefined;
  device: DeviceKind;
  deviceId: string;
}

export type VideoErrorReporter = (report: VideoErrorReport) => Promise<void>;

export function createVideoErrorReporter(deps: {
  db: Db;
  service: Pick<SessionService, "get">;
  now: () => number;
  logger: Logger;
}): VideoErrorReporter {
  return async ({ sessionCode, queueId, errorCode, device, deviceId }) => {
    // Only a screen plays videos; a phone's word on it is not evidence.
    if (device !== "screen" || queueId === undefined || !isEmbedError(errorCode)) return;
    const at = deps.now();
    const state = await deps.service.get(sessionCode);
    const songId =
      state?.current?.queue_id === queueId
        ? state.current.db_id
        : await songOfReportedItem(deps.db, sessionCode, queueId, new Date(at - REPORT_MEMORY_MS));
    if (songId === undefined) return;
    const { screens, hidden } = await recordEmbedFailure(deps.db, {
      songId,
      deviceId,
      sessionCode,
      queueId,
      errorCode,
      at: new Date(at),
    });
    if (hidden) {
      deps.logger.info({ songId, errorCode, screens }, "song hidden: screens could not play it");
    }
  };
}
