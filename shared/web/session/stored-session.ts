// The session code a screen remembers across reloads (spec §3 "The session code is persisted"),
// and the SONG_ENDED it could not send.
import { readStored, STORAGE_KEYS, writeStored } from "../lib/browser-storage";
import { parseFailedSongEnded, type FailedSongEnded } from "./lifecycle-rules";

export const storedSession = {
  code: () => readStored(STORAGE_KEYS.sessionCode),
  remember: (code: string) => writeStored(STORAGE_KEYS.sessionCode, code),
  clear: () => {
    writeStored(STORAGE_KEYS.sessionCode, null);
    writeStored(STORAGE_KEYS.failedSongEnded, null);
  },
  failedSongEnded: () => parseFailedSongEnded(readStored(STORAGE_KEYS.failedSongEnded)),
  rememberFailedSongEnded: (failed: FailedSongEnded | null) =>
    writeStored(STORAGE_KEYS.failedSongEnded, failed === null ? null : JSON.stringify(failed)),
};
