// What the phone asks of the session. Commands go through the shared client (op_id, retried
// across a reconnect, applied once); a refusal is said in the cloud's words, and the cloud sends
// the fresh state with it.
import type { ClientEvents, CommandAck, SessionCommandName } from "@encore/shared";
import { sessionErrorAtom, sessionViewAtom } from "@encore/web/session/session-atoms";
import { store } from "@encore/web/store/store";
import { activeConnection } from "../../app/remote-connection";

type Data<E extends SessionCommandName> = Omit<ClientEvents[E], "op_id">;

export const UNREACHABLE = "The party could not be reached. Check your connection and try again.";

function say(message: string): void {
  store.set(sessionErrorAtom, { message, at: Date.now() });
}

export async function command<E extends SessionCommandName>(
  event: E,
  data: Data<E>,
): Promise<CommandAck> {
  const connection = activeConnection();
  if (!connection) {
    say(UNREACHABLE);
    return { ok: false, message: UNREACHABLE };
  }
  try {
    const ack = await connection.send(event, data);
    if (!ack.ok) say(ack.message);
    return ack;
  } catch (error) {
    console.warn(`${event} not sent`, error);
    say(UNREACHABLE);
    return { ok: false, message: UNREACHABLE };
  }
}

/** Play/Pause: pause what plays, resume what is paused or stopped, start the queue's head. */
export function playPause(): Promise<CommandAck> {
  const view = store.get(sessionViewAtom);
  if (view.playing) return command("PAUSE_PLAYBACK", {});
  if (view.currentSong === null && view.queue.length > 0) return command("PLAY_NEXT", {});
  return command("RESUME_PLAYBACK", {});
}

export const stopPlayback = () => command("STOP_PLAYBACK", {});
export const skipSong = () => command("SKIP_SONG", {});
