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
