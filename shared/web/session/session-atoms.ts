// The session's state in the store: written by the connection, read by components.
import { atom } from "../store/store";
import { EMPTY_SESSION, hasParty, otherDevices, upNext, type SessionView } from "./session-reducer";

export const sessionViewAtom = atom<SessionView>(EMPTY_SESSION);

export const currentSongAtom = atom((get) => get(sessionViewAtom).currentSong);
export const queueAtom = atom((get) => get(sessionViewAtom).queue);
export const playingAtom = atom((get) => get(sessionViewAtom).playing);
export const otherDevicesAtom = atom((get) => otherDevices(get(sessionViewAtom)));
export const hasPartyAtom = atom((get) => hasParty(get(sessionViewAtom)));
export const upNextAtom = atom((get) => upNext(get(sessionViewAtom)));
export const connectionStatusAtom = atom((get) => get(sessionViewAtom).status);
/** The session's join token, once known: the QR code carries it. */
export const joinTokenAtom = atom((get) => get(sessionViewAtom).joinToken);
export const singerAtom = atom((get) => get(sessionViewAtom).singer);
/** The party's settings (fair turns, host controls, songs per singer). */
export const partySettingsAtom = atom((get) => get(sessionViewAtom).settings);
/** This device is the party's host. */
export const isHostAtom = atom((get) => get(sessionViewAtom).isHost);
/** Whether the party's screen is connected (null until the cloud says). */
export const screenConnectedAtom = atom((get) => get(sessionViewAtom).screenConnected);
/** Changes that can still be undone; each is dropped by its `undone` or after 10 s. */
export const undosAtom = atom((get) => get(sessionViewAtom).undos);
/** The new party this one moved to, when its screen started again. */
export const sessionMovedAtom = atom((get) => get(sessionViewAtom).movedTo);
/** The host PIN: only the party's screen is told it. */
export const hostPinAtom = atom((get) => get(sessionViewAtom).hostPin);

/** The last ERROR the cloud sent this device, in words a person can read; null when none. */
export const sessionErrorAtom = atom<{ message: string; at: number } | null>(null);

/** Set when the cloud no longer knows the session: the app clears it and goes to `/`. */
export const sessionExpiredAtom = atom(false);
