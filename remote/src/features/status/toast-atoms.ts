// The one undo offer on screen at a time (a remove that can be taken back).
import { atom } from "@encore/web/store/store";

export interface UndoOffer {
  id: number;
  text: string;
  undo: () => void;
  until: number;
}

export const undoOfferAtom = atom<UndoOffer | null>(null);
