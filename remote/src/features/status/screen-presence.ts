// Whether the phone says the TV is away (docs/remote.md, "The TV is away"): the party's screen has
// been disconnected for SCREEN_AWAY_AFTER_MS, so a TV that reloads (gone for a second) never makes
// the banner flash; it comes back the moment the screen does. Set from outside React, so the
// your-turn alerts can wait on it too.
import { screenConnectedAtom } from "@encore/web/session/session-atoms";
import { atom, store } from "@encore/web/store/store";

export const SCREEN_AWAY_AFTER_MS = 3000;

/** The TV has been away long enough to say so; songs wait for it. */
export const screenAwayAtom = atom(false);

/** Follows the session's screen presence into screenAwayAtom; returns the unsubscribe. */
export function followScreenPresence(): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const update = () => {
    clearTimeout(timer);
    // null (not said yet, or an older cloud) is not away: nothing to warn about.
    if (store.get(screenConnectedAtom) !== false) {
      store.set(screenAwayAtom, false);
      return;
    }
    timer = setTimeout(() => store.set(screenAwayAtom, true), SCREEN_AWAY_AFTER_MS);
  };
  update();
  const unsubscribe = store.sub(screenConnectedAtom, update);
  return () => {
    clearTimeout(timer);
    unsubscribe();
    store.set(screenAwayAtom, false);
  };
}
