// What the player's buttons and the video ask of the session. Commands go through the shared client
// (op_id, retried across a reconnect); a SONG_ENDED that still fails is kept for 30 s and resent
// when the socket is back (docs/product.md#session-lifecycle).
import { createSessionCommand } from "@encore/web/session/session-command";
import { storedSession } from "@encore/web/session/stored-session";
import { screenConnection } from "../../app/screen-connection";
import type { VideoInfo } from "./video-info-rule";

/** A refusal shows the session's error; an unsent command is logged. */
export const command = createSessionCommand({ connection: () => screenConnection });

/** The video ended: tell the session, or keep the end to resend on reconnect. */
export async function reportSongEnded(code: string, queueId: string): Promise<void> {
  try {
    await screenConnection.send("SONG_ENDED", { queue_id: queueId });
  } catch (error) {
    console.warn("SONG_ENDED not sent; kept for 30 s", error);
    storedSession.rememberFailedSongEnded({ code, queue_id: queueId, at: Date.now() });
  }
}

/**
 * The video's length, for wait times (docs/product.md#wait-times): a report the party need not
 * hear about, so a refusal or a failure is only logged.
 */
export async function reportVideoInfo(info: VideoInfo): Promise<void> {
  try {
    const ack = await screenConnection.send("VIDEO_INFO", info);
    if (!ack.ok) console.warn("VIDEO_INFO refused", ack.message);
  } catch (error) {
    console.warn("VIDEO_INFO not sent", error);
  }
}
