// The rotation as the Queue tab shows it (docs/product.md#fair-turns): each waiting song's round
// (a heading where a new round starts, with fair turns on), its wait (docs/product.md#wait-times),
// whether it is this phone's, whether this phone may skip its turn with it ("skip my turn, keep
// my place": its own songs, any song for the host) and, with host controls on, what a guest may
// not do with it (docs/product.md#the-host). Pure: the page renders it.
import { deferTarget, roundsOf, type QueueItem, type WaitEstimate } from "@encore/shared";
import { t } from "@encore/web/i18n/translate";
import { waitText } from "@encore/web/session/wait-text";
import { hostOnlyReason } from "../playback";

export interface RotationContext {
  current: QueueItem | null;
  /** Each waiting song's estimate, in queue order. */
  waits: readonly WaitEstimate[];
  isMine: (item: QueueItem) => boolean;
  isHost: boolean;
  fairTurns: boolean;
  /** Host controls hold this phone back (they are on and it is not the host). */
  heldBack: boolean;
}

export interface RotationEntry {
  round: number;
  /** "Round N" above the first song of each round; null elsewhere and without fair turns. */
  heading: string | null;
  /** "in about N min", or that the song on now is paused; null when not known. */
  wait: string | null;
  mine: boolean;
  /** This phone may skip its turn with the song (the button shows). */
  canDefer: boolean;
  /** Where the song would go; null when no other singer's song follows it (nothing to skip). */
  deferTo: number | null;
  moveBlocked: string | null;
  removeBlocked: string | null;
}

export function rotationOf(queue: readonly QueueItem[], context: RotationContext): RotationEntry[] {
  const rounds = roundsOf(queue, context.current);
  return queue.map((item, index) => {
    const round = rounds[index] ?? 1;
    const starts = index === 0 || rounds[index - 1] !== round;
    const wait = context.waits[index];
    const mine = context.isMine(item);
    return {
      round,
      heading: context.fairTurns && starts ? t("remote.queue.round", { round }) : null,
      wait: wait ? waitText(wait) : null,
      mine,
      canDefer: mine || context.isHost,
      deferTo: deferTarget(queue, index),
      moveBlocked: hostOnlyReason(context.heldBack, "reorder"),
      removeBlocked: hostOnlyReason(context.heldBack && !mine, "removeOthers"),
    };
  });
}
