// "Your turn": which queue items are this phone's, its place in the queue, and when to tell the
// singer that the next song is theirs. Queue items carry only `added_by_user.name`, so a song is
// this phone's when that name is the singer name this phone sent, or its signed-in user's name
// (docs/remote.md: two guests with the same name share their marks).
import type { QueueItem } from "@encore/shared";

export function isMine(item: Pick<QueueItem, "added_by_user">, names: readonly string[]): boolean {
  const name = item.added_by_user.name;
  return name !== "" && names.includes(name);
}

export interface TurnView {
  /** The song on the screen now is this phone's. */
  singingNow: boolean;
  /** The head of the queue is this phone's. */
  nextIsMine: boolean;
  /** 1-based places of this phone's songs in the queue. */
  places: number[];
}

export function turnView(
  current: QueueItem | null,
  queue: readonly QueueItem[],
  names: readonly string[],
): TurnView {
  const places: number[] = [];
  queue.forEach((item, index) => {
    if (isMine(item, names)) places.push(index + 1);
  });
  return {
    singingNow: current !== null && isMine(current, names),
    nextIsMine: places[0] === 1,
    places,
  };
}

/** The banner's words, or null when this phone has nothing coming. */
export function turnMessage(view: TurnView): string | null {
  if (view.singingNow) return "You're on! Grab the mic.";
  if (view.nextIsMine) return "You're next! Get ready to sing.";
  const place = view.places[0];
  if (place !== undefined) return `Your song is #${place} in the queue`;
  return null;
}

/**
 * The queue_id whose turn it is next, when that song is this phone's: the alert (vibration,
 * notification) fires once per key, when it changes to a new one.
 */
export function nextTurnKey(queue: readonly QueueItem[], names: readonly string[]): string | null {
  const head = queue[0];
  return head !== undefined && isMine(head, names) ? head.queue_id : null;
}

export function shouldAlert(previousKey: string | null, key: string | null): boolean {
  return key !== null && key !== previousKey;
}
