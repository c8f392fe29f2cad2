// The favorites follow the sign-in: a signed-in user's are loaded when they sign in (or the
// account changes), and emptied when they sign out. Each app starts this once.
import { authAtom } from "../auth/auth-atoms";
import { store } from "../store/store";
import { favoritesAtom, favoritesLoadedAtom, loadFavorites } from "./favorites-atoms";

/** Keeps the favorites with whoever is signed in; returns the unsubscribe. */
export function followSignInWithFavorites(): () => void {
  return store.sub(authAtom, () => {
    const auth = store.get(authAtom);
    if (auth.status === "in") void loadFavorites();
    else {
      store.set(favoritesAtom, []);
      store.set(favoritesLoadedAtom, false);
    }
  });
}
