// What the start page says when the guest lands back on it: the code they tried, why, and what to
// do instead (the TV's QR code when typed codes are blocked here).
import { atom } from "@encore/web/store/store";

export interface JoinNotice {
  code: string;
  message: string;
  hint?: string | null;
}

export const joinNoticeAtom = atom<JoinNotice | null>(null);
