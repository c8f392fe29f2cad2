// This phone's turn, derived from the session, who this phone sings as, and the queue's waits.
import { sessionViewAtom } from "@encore/web/session/session-atoms";
import { queueWaitsAtom } from "@encore/web/session/wait-atoms";
import { atom } from "@encore/web/store/store";
import { myIdentityAtom } from "../../app/identity-atoms";
import { screenAwayAtom } from "../status";
import { nextTurnKey, turnView } from "./your-turn";

export const turnViewAtom = atom((get) => {
  const view = get(sessionViewAtom);
  return turnView(view.currentSong, view.queue, get(myIdentityAtom), get(queueWaitsAtom));
});

export const nextTurnKeyAtom = atom((get) =>
  nextTurnKey(get(sessionViewAtom).queue, get(myIdentityAtom), get(screenAwayAtom)),
);
