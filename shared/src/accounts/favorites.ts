// The wire shapes of the favorites calls (docs/protocol.md#calls).
import { z } from "zod/mini";
import { MAX_FAVORITES } from "../constants.js";
import { songSchema } from "../catalogue/song.js";

export const favoritesResponseSchema = z.object({ favorites: z.array(songSchema) });
export type FavoritesResponse = z.infer<typeof favoritesResponseSchema>;

/** The 409 of a favorite past the limit; clients recognise it by the word 'limit'. */
export const FAVORITE_LIMIT_MESSAGE = `Favorite limit reached: you can keep at most ${MAX_FAVORITES} favorite songs. Remove one to add another.`;

/** docs/product.md#favorites: the screen opens the limit modal instead of sending a 21st add. */
export function canAddFavorite(favoriteCount: number): boolean {
  return favoriteCount < MAX_FAVORITES;
}
