// Who this phone sings as: the signed-in user's name, else the singer name the guest gave once.
// "My songs" are those of the singers the cloud gave this phone in its party, as a guest and
// signed in (a guest who signs in keeps the songs added before); both names stand in for items
// that carry no singer.
import { authAtom } from "@encore/web/auth/auth-atoms";
import { atom, store } from "@encore/web/store/store";
import { remoteMemory } from "./remote-memory";

export const singerNameAtom = atom<string | null>(remoteMemory.singerName());

export function setSingerName(name: string): void {
  remoteMemory.rememberSingerName(name);
  store.set(singerNameAtom, name);
}

/** The name sent in the handshake; null while it is not known yet (auth loading, or asked). */
export const handshakeNameAtom = atom((get) => {
  const auth = get(authAtom);
  if (auth.status === "loading") return null;
  if (auth.status === "in") return auth.user.name;
  return get(singerNameAtom);
});

/** A guest without a singer name is asked for one, once. */
export const needsNameAtom = atom((get) => {
  const auth = get(authAtom);
  return auth.status === "out" && get(singerNameAtom) === null;
});

export const myNamesAtom = atom((get) => {
  const auth = get(authAtom);
  const names: string[] = [];
  if (auth.status === "in") names.push(auth.user.name);
  const singer = get(singerNameAtom);
  if (singer !== null) names.push(singer);
  return names;
});

/** The singers the cloud gave this phone in its party (features/party keeps them). */
export const mySingersAtom = atom<readonly string[]>([]);

/** What marks a song as this phone's (features/your-turn's isMine). */
export const myIdentityAtom = atom((get) => ({
  singers: get(mySingersAtom),
  names: get(myNamesAtom),
}));
