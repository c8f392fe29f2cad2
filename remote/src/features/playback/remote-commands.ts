// What the phone asks of the session. Commands go through the shared client (op_id, retried
// across a reconnect, applied once); a refusal is said in the cloud's words, and the cloud sends
// the fresh state with it.
import type { CommandAck } from "@encore/shared";
import { sessionViewAtom } from "@encore/web/session/session-atoms";
import { createSessionCommand } from "@encore/web/session/session-command";
import { t } from "@encore/web/i18n/translate";
import { store } from "@encore/web/store/store";
import { activeConnection } from "../../app/remote-connection";

export const command = createSessionCommand({
  connection: activeConnection,
  // Read when a command could not be sent: in the language shown then.
  get unsentText() {
    return t("remote.dock.unreachable");
  },
});

/** Play/Pause: pause what plays, resume what is paused or stopped, start the queue's head. */
export function playPause(): Promise<CommandAck> {
  const view = store.get(sessionViewAtom);
  if (view.playing) return command("PAUSE_PLAYBACK", {});
  if (view.currentSong === null && view.queue.length > 0) return command("PLAY_NEXT", {});
  return command("RESUME_PLAYBACK", {});
}

export const stopPlayback = () => command("STOP_PLAYBACK", {});
export const skipSong = () => command("SKIP_SONG", {});
