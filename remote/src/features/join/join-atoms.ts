// What the start page says when the guest lands back on it: the code they tried, and why.
import { atom } from "@encore/web/store/store";

export interface JoinNotice {
  code: string;
  message: string;
}

export const joinNoticeAtom = atom<JoinNotice | null>(null);
