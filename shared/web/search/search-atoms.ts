// The shared search text (spec §2: the search results screen searches whenever it is non-blank).
import { atom } from "../store/store";

export const searchTextAtom = atom("");
