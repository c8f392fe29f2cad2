// What only the session's screen sends, and what of the screen's is never refused for load
// (docs/security.md, "A screen is a screen because the cloud says so", "No guest can starve the
// party"); and the screen's VIDEO_ERROR reports, recorded before the command applies.
import type { ClientEventName, SessionCommandName } from "@encore/shared";
import type { Logger } from "../../logger.js";
import type { VideoErrorReporter } from "../video-failures.js";
import type { SessionSocket } from "./socket-types.js";

/**
 * What only the session's screen may send (docs/security.md, "A screen is a screen because the
 * cloud says so"), and only naming the song it plays ("A hostile screen is contained").
 */
export const SCREEN_REPORTS: ReadonlySet<SessionCommandName> = new Set([
  "SONG_ENDED",
  "VIDEO_ERROR",
  "VIDEO_INFO",
]);

/**
 * The screen's own commands, never refused for load (docs/security.md, "No guest can starve the
 * party").
 */
const SCREEN_OWN: ReadonlySet<string> = new Set([
  "SONG_ENDED",
  "VIDEO_ERROR",
  "VIDEO_INFO",
  "PAUSE_PLAYBACK",
  "RESUME_PLAYBACK",
]);

export function screenOwn(socket: SessionSocket, event: ClientEventName): boolean {
  return socket.data.screen && SCREEN_OWN.has(event);
}

/**
 * Tells the cloud of a screen's VIDEO_ERROR (it may hide the song: video-failures.ts). Called
 * before the command, while the song is still the session's current one. A report that cannot be
 * recorded never keeps the session from moving on.
 */
export function reportVideoError(
  onVideoError: VideoErrorReporter,
  logger: Logger,
  socket: SessionSocket,
  code: string,
  data: { queue_id?: string; code?: number },
): Promise<void> {
  const { queue_id, code: errorCode } = data;
  return onVideoError({
    sessionCode: code,
    queueId: queue_id,
    errorCode,
    addressKey: socket.data.addressKey,
  }).catch((error: unknown) => logger.error({ err: error }, "could not record a video error"));
}
