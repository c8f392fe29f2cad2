import type { Context } from "koa";

/**
 * Which of some songs the requesting user has as favorites. Guests have none; the accounts
 * feature supplies the real lookup.
 */
export type FavoriteLookup = (
  ctx: Context,
  songIds: readonly number[],
) => Promise<ReadonlySet<number>>;

export const noFavorites: FavoriteLookup = async () => new Set();

/**
 * The signed-in user's favorites among the songs of an answer, so every song list carries the
 * right is_favorite; none for a guest.
 */
export function signedInFavorites(
  userIdOf: (ctx: Context) => Promise<number | undefined>,
  favoritesAmong: (userId: number, songIds: readonly number[]) => Promise<ReadonlySet<number>>,
): FavoriteLookup {
  return async (ctx, songIds) => {
    const userId = await userIdOf(ctx);
    return userId === undefined ? new Set() : favoritesAmong(userId, songIds);
  };
}
