// Loads the language the app speaks before its first render, and again when the guest chooses
// another (docs/languages.md#choosing). Only that language's messages are fetched.
import {
  addressOnlyLanguages,
  languages,
  loadLaterMessages,
  loadMessages,
} from "virtual:encore-messages";
import { DEFAULT_LANGUAGE } from "@encore/shared";
import { readStored, STORAGE_KEYS, writeStored } from "../lib/browser-storage";
import { store } from "../store/store";
import { chosenLanguageAtom, languageAtom, laterLoadedAtom, messagesAtom } from "./i18n-atoms";
import { pickLanguage } from "./language-choice";

/** The languages the choosers offer, each named in itself (not the pseudo-language). */
export const LANGUAGES = languages;

/** `?lang=` of the address the page was opened with: it holds until the guest chooses. */
let forced: string | null = null;

/** The later messages, after the first render: merged in when they arrive. */
function loadLater(tag: string): void {
  loadLaterMessages(tag).then(
    (later) => {
      if (store.get(languageAtom) !== tag) return;
      store.set(messagesAtom, { ...store.get(messagesAtom), ...later });
      store.set(laterLoadedAtom, true);
    },
    (error: unknown) => {
      console.warn(`later messages for ${tag} not loaded`, error);
      store.set(laterLoadedAtom, true);
    },
  );
}

async function show(tag: string): Promise<void> {
  try {
    const first = await loadMessages(tag);
    store.set(laterLoadedAtom, false);
    store.set(messagesAtom, first);
    store.set(languageAtom, tag);
    setTimeout(() => loadLater(tag), 0);
  } catch (error) {
    console.warn(`messages for ${tag} not loaded`, error);
    if (tag !== DEFAULT_LANGUAGE) return show(DEFAULT_LANGUAGE);
  }
  document.documentElement.lang = store.get(languageAtom);
}

function current(): string {
  return pickLanguage({
    forced,
    chosen: store.get(chosenLanguageAtom),
    device: navigator.languages ?? [navigator.language],
    available: languages.map((language) => language.tag),
    addressOnly: addressOnlyLanguages,
  });
}

/** Before the first render: the language of the address, the device's choice or the device. */
export function startLanguage(): Promise<void> {
  forced = new URLSearchParams(window.location.search).get("lang");
  store.set(chosenLanguageAtom, readStored(STORAGE_KEYS.language));
  return show(current());
}

/** The guest's choice, kept on this device; null follows the device's languages again. */
export function chooseLanguage(tag: string | null): Promise<void> {
  writeStored(STORAGE_KEYS.language, tag);
  store.set(chosenLanguageAtom, tag);
  forced = null;
  return show(current());
}
