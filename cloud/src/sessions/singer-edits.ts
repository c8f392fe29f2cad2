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
