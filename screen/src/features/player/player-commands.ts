// What the player's buttons and the video ask of the session. Commands go through the shared
// client (op_id, retried across a reconnect); a SONG_ENDED that still fails is kept for 30 s and
// resent when the socket is back (spec §4).
import type { ClientEvents, SessionCommandName } from "@encore/shared";
import { sessionErrorAtom } from "@encore/web/session/session-atoms";
import { storedSession } from "@encore/web/session/stored-session";
import { store } from "@encore/web/store/store";
import { screenConnection } from "../../app/screen-connection";

type Data<E extends SessionCommandName> = Omit<ClientEvents[E], "op_id">;

export async function command<E extends SessionCommandName>(
  event: E,
  data: Data<E>,
): Promise<boolean> {
  try {
    const ack = await screenConnection.send(event, data);
    if (!ack.ok) store.set(sessionErrorAtom, { message: ack.message, at: Date.now() });
    return ack.ok;
  } catch (error) {
    // Spec §8: unsent socket messages log a warning.
    console.warn(`${event} not sent`, error);
    return false;
  }
}

/** The video ended: tell the session, or keep the end to resend on reconnect. */
export async function reportSongEnded(code: string, queueId: string): Promise<void> {
  try {
    await screenConnection.send("SONG_ENDED", { queue_id: queueId });
  } catch (error) {
    console.warn("SONG_ENDED not sent; kept for 30 s", error);
    storedSession.rememberFailedSongEnded({ code, queue_id: queueId, at: Date.now() });
  }
}
