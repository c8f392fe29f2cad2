// What the phone remembers between visits: the last party it joined, that party's join token
// (from the TV's QR code or the cloud's answer to a join: docs/remote.md, Join tokens), the
// singers the cloud gave it there (docs/remote.md, My songs) and the singer's name. The last party has its own keys: the screen, on the same origin, keeps its
// session under others.
import { readStored, STORAGE_KEYS, writeStored } from "@encore/web/lib/browser-storage";
import { readSessionTokens, writeSessionTokens } from "@encore/web/session/session-tokens";

const LAST_SESSION = "encore.remote.lastSession";
const JOIN_TOKEN = "encore.remote.joinToken";
const SINGERS = "encore.remote.singers";
/** A phone is a guest, then signed in, perhaps as two accounts: a few singers per party. */
const MAX_SINGERS = 8;

/** The singers kept for `code`'s party: none for another party, or when unreadable. */
function readSingers(stored: string | null, code: string): string[] {
  try {
    const parsed = JSON.parse(stored ?? "null") as { code?: unknown; singers?: unknown } | null;
    if (parsed?.code !== code || !Array.isArray(parsed.singers)) return [];
    return parsed.singers.filter((singer): singer is string => typeof singer === "string");
  } catch {
    return [];
  }
}

export const remoteMemory = {
  lastSession: () => readStored(LAST_SESSION),
  rememberSession: (code: string) => writeStored(LAST_SESSION, code),
  forgetSession: () => {
    writeStored(LAST_SESSION, null);
    writeStored(JOIN_TOKEN, null);
    writeStored(SINGERS, null);
  },
  /** The join token of `code`'s party, when this phone has one. */
  joinToken: (code: string) => readSessionTokens(readStored(JOIN_TOKEN), code).join_token,
  rememberJoinToken: (code: string, token: string) =>
    writeStored(JOIN_TOKEN, writeSessionTokens(code, { screen_token: null, join_token: token })),
  /** The singers this phone was given in `code`'s party: its songs there, across reloads. */
  singers: (code: string): string[] => readSingers(readStored(SINGERS), code),
  rememberSinger: (code: string, singer: string) => {
    const singers = readSingers(readStored(SINGERS), code).filter((known) => known !== singer);
    const kept = [...singers, singer].slice(-MAX_SINGERS);
    writeStored(SINGERS, JSON.stringify({ code, singers: kept }));
  },
  singerName: () => readStored(STORAGE_KEYS.singerName),
  rememberSingerName: (name: string) => writeStored(STORAGE_KEYS.singerName, name),
};
