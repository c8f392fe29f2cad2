// The shared search text (docs/product.md#search-results: the results screen searches whenever it
// is non-blank).
import { atom } from "../store/store";

export const searchTextAtom = atom("");
