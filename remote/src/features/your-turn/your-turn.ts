// "Your turn": which queue items are this phone's, its place in the queue, and when to tell the
// singer that the next song is theirs. A song is this phone's when its singer is one the cloud
// gave this phone in this party (as a guest, then signed in); an item without a singer (queued
// before singers existed) is this phone's by name (docs/remote.md, "My songs"). The banner says
// when the nearest of them should start (docs/product.md#wait-times), in one message with the
// place, as the wait's own words (shared/web's waitText) would be a sentence built of pieces.
import { aboutMinutes, type QueueItem, type WaitEstimate } from "@encore/shared";
import { t as translate, type Translate } from "@encore/web/i18n/translate";

/** What marks a song as this phone's. */
export interface SingerIdentity {
  /** The singers the cloud gave this phone in this party. */
  singers: readonly string[];
  /** The names it sings under: only for items that carry no singer. */
  names: readonly string[];
}

export function isMine(item: Pick<QueueItem, "added_by_user">, me: SingerIdentity): boolean {
  const { singer, name } = item.added_by_user;
  if (singer) return me.singers.includes(singer);
  return name !== "" && me.names.includes(name);
}

export interface TurnView {
  /** The song on the screen now is this phone's. */
  singingNow: boolean;
  /** The head of the queue is this phone's. */
  nextIsMine: boolean;
  /** 1-based places of this phone's songs in the queue. */
  places: number[];
  /** When the nearest of them should start; null when there is none or it is not known. */
  wait: WaitEstimate | null;
}

/** `waits`: the estimate of each waiting song, in queue order (wait-atoms' queueWaitsAtom). */
export function turnView(
  current: QueueItem | null,
  queue: readonly QueueItem[],
  me: SingerIdentity,
  waits: readonly WaitEstimate[] = [],
): TurnView {
  const places: number[] = [];
  queue.forEach((item, index) => {
    if (isMine(item, me)) places.push(index + 1);
  });
  return {
    singingNow: current !== null && isMine(current, me),
    nextIsMine: places[0] === 1,
    places,
    wait: places[0] === undefined ? null : (waits[places[0] - 1] ?? null),
  };
}

/** The banner's words, or null when this phone has nothing coming (`t`: the banner's useT). */
export function turnMessage(view: TurnView, t: Translate = translate): string | null {
  if (view.singingNow) return t("remote.yourTurn.on");
  if (view.nextIsMine) return t("remote.yourTurn.next");
  const place = view.places[0];
  if (place === undefined) return null;
  if (!view.wait) return t("remote.yourTurn.place", { place });
  const minutes = aboutMinutes(view.wait.seconds);
  return view.wait.paused
    ? t("remote.yourTurn.placePaused", { place, minutes })
    : t("remote.yourTurn.placeWait", { place, minutes });
}

/**
 * The queue_id whose turn it is next, when that song is this phone's and the TV is there to play
 * it: the alert (vibration, notification) fires once per key. While the TV is away there is none,
 * so a turn that came meanwhile is told when the TV is back.
 */
export function nextTurnKey(
  queue: readonly QueueItem[],
  me: SingerIdentity,
  screenAway = false,
): string | null {
  const head = queue[0];
  return !screenAway && head !== undefined && isMine(head, me) ? head.queue_id : null;
}

/** `alerted`: the last key alerted; a key is alerted once, even after the TV was away. */
export function shouldAlert(alerted: string | null, key: string | null): boolean {
  return key !== null && key !== alerted;
}
