// This phone's turn, derived from the session and the names it sings under.
import { sessionViewAtom } from "@encore/web/session/session-atoms";
import { atom } from "@encore/web/store/store";
import { myNamesAtom } from "../join/identity-atoms";
import { nextTurnKey, turnView } from "./your-turn";

export const turnViewAtom = atom((get) => {
  const view = get(sessionViewAtom);
  return turnView(view.currentSong, view.queue, get(myNamesAtom));
});

export const nextTurnKeyAtom = atom((get) =>
  nextTurnKey(get(sessionViewAtom).queue, get(myNamesAtom)),
);
