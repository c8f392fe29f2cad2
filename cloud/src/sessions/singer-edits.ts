// The host's edits of the party's singers (docs/protocol.md#merge-and-remove-singers): one
// person who became two singers made one again, or a singer's waiting songs taken. Singers are
// the opaque values of `added_by_user.singer` (an item without one: its name stands in,
// singerKeyOf). Pure, for the session machine.
import { singerKeyOf, type AddedByUser } from "@encore/shared";
import type { SessionItem, SessionState } from "./session-state.js";

/** The queue item of `singer` the party shows first (the song on now, else the first waiting). */
export function itemOf(state: SessionState, singer: string): SessionItem | undefined {
  return [...(state.current ? [state.current] : []), ...state.queue].find(
    (item) => singerKeyOf(item) === singer,
  );
}

/** `added_by_user` of an item of `singer`, made `into`'s (its singer, name and picture). */
function mergedUser(user: AddedByUser, into: AddedByUser): AddedByUser {
  const { singer: _singer, ...rest } = user;
  return {
    ...rest,
    name: into.name,
    avatar: into.avatar,
    ...(into.singer === undefined ? {} : { singer: into.singer }),
  };
}

/**
 * The queue and the song on now with every item of `singer` made `into`'s, positions unchanged;
 * `currentChanged` when the song on now was theirs.
 */
export function mergeSinger(
  state: Pick<SessionState, "queue" | "current">,
  singer: string,
  into: AddedByUser,
): { queue: SessionItem[]; current: SessionItem | null; currentChanged: boolean } {
  const merged = (item: SessionItem): SessionItem =>
    singerKeyOf(item) === singer
      ? { ...item, added_by_user: mergedUser(item.added_by_user, into) }
      : item;
  const current = state.current && merged(state.current);
  return {
    queue: state.queue.map(merged),
    current,
    currentChanged: current !== state.current,
  };
}

/** The waiting songs of `singer`, each with its index, and the queue without them. */
export function takeSinger(
  queue: readonly SessionItem[],
  singer: string,
): { taken: { item: SessionItem; index: number }[]; queue: SessionItem[] } {
  const taken: { item: SessionItem; index: number }[] = [];
  const kept: SessionItem[] = [];
  queue.forEach((item, index) => {
    if (singerKeyOf(item) === singer) taken.push({ item, index });
    else kept.push(item);
  });
  return { taken, queue: kept };
}

/** Merged singers a party remembers; past it the oldest are forgotten (the state stays small). */
export const MAX_ALIASES = 400;

/**
 * The book and the aliases after `singer` was merged into `into`: the person-keys that were
 * `singer`'s are `into`'s (a device joining again is `into`), and a socket still joined as
 * `singer` acts as `into` (its next song counts in `into`'s round and limit).
 */
export function mergeIdentities(
  people: Readonly<Record<string, string>>,
  aliases: Readonly<Record<string, string>>,
  singer: string,
  into: string,
): { people: Record<string, string>; aliases: Record<string, string> } {
  const rename = (value: string) => (value === singer ? into : value);
  const nextPeople = Object.fromEntries(
    Object.entries(people).map(([key, value]) => [key, rename(value)]),
  );
  const nextAliases: Record<string, string> = Object.fromEntries(
    Object.entries(aliases).map(([from, to]) => [from, rename(to)]),
  );
  delete nextAliases[singer];
  nextAliases[singer] = into;
  const keys = Object.keys(nextAliases);
  for (const key of keys.slice(0, Math.max(0, keys.length - MAX_ALIASES))) delete nextAliases[key];
  return { people: nextPeople, aliases: nextAliases };
}

/** The singer a socket joined as, or the one it was merged into since. */
export function currentSinger(aliases: Readonly<Record<string, string>>, singer: string): string {
  return aliases[singer] ?? singer;
}
