// The phone's undo offers: the cloud's (undosAtom, in undo-notices.ts's words) and its own for a
// song it removed of its own, which the cloud does not offer (undo-remove in features/queue).
import { atom } from "@encore/web/store/store";

/** An undo this phone does itself: its own song removed, put back by queueing it again. */
export interface LocalUndo {
  id: number;
  text: string;
  undo: () => void;
  until: number;
}

export const localUndoAtom = atom<LocalUndo | null>(null);

/** The cloud's offers this phone already answered (tapped Undo): hidden at once. */
export const answeredUndosAtom = atom<ReadonlySet<string>>(new Set<string>());

/** The toasts' clock: moved on when the next one ends, so it goes on time (undo-toasts.tsx). */
export const undoNowAtom = atom(Date.now());
