// localStorage that never throws (private modes, full disks, disabled storage): a failure to
// remember is not a failure of the party.
export function readStored(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeStored(key: string, value: string | null): void {
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, value);
  } catch {
    // ignored: see above
  }
}

export const STORAGE_KEYS = {
  sessionCode: "encore.sessionCode",
  sessionTokens: "encore.sessionTokens",
  /** The party a screen left (its code and screen token), named when it starts the next one. */
  leftSession: "encore.leftSession",
  deviceId: "encore.deviceId",
  failedSongEnded: "encore.failedSongEnded",
  cookieConsent: "cookieConsent",
  singerName: "encore.singerName",
  language: "encore.language",
} as const;
