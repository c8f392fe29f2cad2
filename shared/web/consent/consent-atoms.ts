// The visitor's cookie choice in the one store: read from browser storage when this module loads
// (each page load, docs/product.md#consent-and-analytics), written back by the banner's buttons.
import { readStored, STORAGE_KEYS, writeStored } from "../lib/browser-storage";
import { atom, store } from "../store/store";
import { parseConsent, type Consent } from "./consent-rules";

export const consentAtom = atom<Consent | null>(
  parseConsent(readStored(STORAGE_KEYS.cookieConsent)),
);

/** 'Accept All' → accepted, 'Essential Only' → minimal; remembered across loads. */
export function chooseConsent(consent: Consent): void {
  writeStored(STORAGE_KEYS.cookieConsent, consent);
  store.set(consentAtom, consent);
}
