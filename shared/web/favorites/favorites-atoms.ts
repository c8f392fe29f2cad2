// The signed-in user's favorites (docs/product.md#favorites): optimistic, one toggle in flight per
// song, the limit of 20 opens the limit modal, a failure rolls back and says so.
import { MAX_FAVORITES, type Song } from "@encore/shared";
import { api } from "../api/encore-api";
import { ApiError } from "../api/http-client";
import { t } from "../i18n/translate";
import { atom, store } from "../store/store";

export const favoritesAtom = atom<Song[]>([]);
/** Whether the signed-in user's favorites have come (a failed load leaves them empty, not loaded). */
export const favoritesLoadedAtom = atom(false);
export const favoriteLimitOpenAtom = atom(false);
export const favoriteErrorAtom = atom<string | null>(null);
const inFlight = new Set<number>();

/** The same favorite if db_id matches when both have it, else title and artist. */
export function sameFavorite(
  a: Pick<Song, "db_id" | "title" | "artist">,
  b: Pick<Song, "db_id" | "title" | "artist">,
): boolean {
  if (a.db_id && b.db_id) return a.db_id === b.db_id;
  return a.title === b.title && a.artist === b.artist;
}

export function isFavorite(favorites: Song[], song: Song): boolean {
  return favorites.some((favorite) => sameFavorite(favorite, song));
}

export async function loadFavorites(): Promise<void> {
  try {
    store.set(favoritesAtom, (await api.favorites()).favorites);
    store.set(favoritesLoadedAtom, true);
  } catch {
    store.set(favoritesAtom, []); // an empty list on failure (docs/product.md#favorites)
  }
}

export async function toggleFavorite(song: Song): Promise<void> {
  if (!song.db_id) {
    store.set(favoriteErrorAtom, t("common.favorites.noDbId"));
    return;
  }
  if (inFlight.has(song.db_id)) return;
  const before = store.get(favoritesAtom);
  const adding = !isFavorite(before, song);
  if (adding && before.length >= MAX_FAVORITES) {
    store.set(favoriteLimitOpenAtom, true);
    return;
  }
  inFlight.add(song.db_id);
  store.set(
    favoritesAtom,
    adding ? [...before, song] : before.filter((favorite) => !sameFavorite(favorite, song)),
  );
  try {
    if (adding) await api.addFavorite(song.db_id);
    else await api.removeFavorite(song.db_id);
  } catch (error) {
    store.set(favoritesAtom, before);
    if (error instanceof ApiError && error.status === 409) store.set(favoriteLimitOpenAtom, true);
    else store.set(favoriteErrorAtom, t("common.favorites.failed"));
  } finally {
    inFlight.delete(song.db_id);
  }
}
