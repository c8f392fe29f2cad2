// What the phone remembers between visits: the last party it joined and the singer's name. The
// last party has its own key: the screen, on the same origin, keeps its session under another.
import { readStored, STORAGE_KEYS, writeStored } from "@encore/web/lib/browser-storage";

const LAST_SESSION = "encore.remote.lastSession";

export const remoteMemory = {
  lastSession: () => readStored(LAST_SESSION),
  rememberSession: (code: string) => writeStored(LAST_SESSION, code),
  forgetSession: () => writeStored(LAST_SESSION, null),
  singerName: () => readStored(STORAGE_KEYS.singerName),
  rememberSingerName: (name: string) => writeStored(STORAGE_KEYS.singerName, name),
};
