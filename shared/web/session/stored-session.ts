// The session code a screen remembers across reloads (docs/product.md#browser-storage), its tokens
// (session-tokens.ts), and the SONG_ENDED it could not send.
import { readStored, STORAGE_KEYS, writeStored } from "../lib/browser-storage";
import { parseFailedSongEnded, type FailedSongEnded } from "./lifecycle-rules";
import { readSessionTokens, writeSessionTokens, type SessionTokens } from "./session-tokens";

export const storedSession = {
  code: () => readStored(STORAGE_KEYS.sessionCode),
  remember: (code: string) => writeStored(STORAGE_KEYS.sessionCode, code),
  /** The stored tokens of `code` (none for another session's code). */
  tokens: (code: string): SessionTokens =>
    readSessionTokens(readStored(STORAGE_KEYS.sessionTokens), code),
  rememberTokens: (code: string, tokens: SessionTokens) =>
    writeStored(STORAGE_KEYS.sessionTokens, writeSessionTokens(code, tokens)),
  clear: () => {
    writeStored(STORAGE_KEYS.sessionCode, null);
    writeStored(STORAGE_KEYS.sessionTokens, null);
    writeStored(STORAGE_KEYS.failedSongEnded, null);
  },
  failedSongEnded: () => parseFailedSongEnded(readStored(STORAGE_KEYS.failedSongEnded)),
  rememberFailedSongEnded: (failed: FailedSongEnded | null) =>
    writeStored(STORAGE_KEYS.failedSongEnded, failed === null ? null : JSON.stringify(failed)),
};
