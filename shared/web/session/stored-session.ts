// The session code a screen remembers across reloads (docs/product.md#browser-storage), its tokens
// (session-tokens.ts), the SONG_ENDED it could not send, and the party it left (so the next one
// can say it moved there).
import { readStored, STORAGE_KEYS, writeStored } from "../lib/browser-storage";
import { parseFailedSongEnded, type FailedSongEnded } from "./lifecycle-rules";
import type { MovedFrom } from "@encore/shared";
import {
  leftSession,
  readLeftSession,
  readSessionTokens,
  writeSessionTokens,
  type SessionTokens,
} from "./session-tokens";

function clear(): void {
  writeStored(STORAGE_KEYS.sessionCode, null);
  writeStored(STORAGE_KEYS.sessionTokens, null);
  writeStored(STORAGE_KEYS.failedSongEnded, null);
}

export const storedSession = {
  code: () => readStored(STORAGE_KEYS.sessionCode),
  remember: (code: string) => writeStored(STORAGE_KEYS.sessionCode, code),
  /** The stored tokens of `code` (none for another session's code). */
  tokens: (code: string): SessionTokens =>
    readSessionTokens(readStored(STORAGE_KEYS.sessionTokens), code),
  rememberTokens: (code: string, tokens: SessionTokens) =>
    writeStored(STORAGE_KEYS.sessionTokens, writeSessionTokens(code, tokens)),
  clear,
  /**
   * The screen leaves its party (the 30-second rule, an expired session): forgotten like `clear`,
   * but the party is kept as the one left, so the next party created names it (`moved_from`)
   * and its phones follow the TV.
   */
  leave: () => {
    const code = readStored(STORAGE_KEYS.sessionCode);
    const tokens =
      code === null ? null : readSessionTokens(readStored(STORAGE_KEYS.sessionTokens), code);
    const left = code === null || tokens === null ? null : leftSession(code, tokens);
    clear();
    if (left) writeStored(STORAGE_KEYS.leftSession, JSON.stringify(left));
  },
  /** The party this screen left last, until its next party is created. */
  left: (): MovedFrom | null => readLeftSession(readStored(STORAGE_KEYS.leftSession)),
  forgetLeft: () => writeStored(STORAGE_KEYS.leftSession, null),
  failedSongEnded: () => parseFailedSongEnded(readStored(STORAGE_KEYS.failedSongEnded)),
  rememberFailedSongEnded: (failed: FailedSongEnded | null) =>
    writeStored(STORAGE_KEYS.failedSongEnded, failed === null ? null : JSON.stringify(failed)),
};
