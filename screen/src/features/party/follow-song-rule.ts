// The TV always shows the song that is playing (docs/screen.md, "The player follows the song"):
// a song that starts, or a current song found on (re)join, takes the screen to the player from
// any session page. Pure: the lifecycle hook feeds it the view before and after each change.
import type { SessionView } from "@encore/web/session/session-reducer";

export function songNeedsPlayer(previous: SessionView, next: SessionView): boolean {
  const song = next.currentSong;
  if (song === null || next.status !== "joined") return false;
  // Joined (first time or after a reconnect) with a song on.
  if (previous.status !== "joined") return true;
  // SONG_STARTED (or PLAY_SONG's start) of another song than the one shown.
  return previous.currentSong?.queue_id !== song.queue_id;
}
