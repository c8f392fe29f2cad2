// A message in the language shown: `t(key, values)` from outside React, `useT()` in a component
// (which then shows again when the language changes). A key the catalogue lacks shows as itself,
// which the catalogue test and the pseudo-language make visible long before a guest sees it; while
// the later messages are still loading (a few milliseconds after the first render), as nothing.
import { useAtomValue, store } from "../store/store";
import { laterLoadedAtom, messagesAtom } from "./i18n-atoms";
import type { CompiledMessages, MessageKey, MessageValues } from "./message-key";

export type Translate = (key: MessageKey, values?: MessageValues) => string;

function translateWith(messages: CompiledMessages, laterLoaded: boolean): Translate {
  return (key, values) => {
    const message = messages[key];
    if (message) return message(values);
    return laterLoaded ? key : "";
  };
}

/** The text of `key` in the language shown now. */
export const t: Translate = (key, values) =>
  translateWith(store.get(messagesAtom), store.get(laterLoadedAtom))(key, values);

/** `t` for a component: it renders again when the language changes. */
export function useT(): Translate {
  return translateWith(useAtomValue(messagesAtom), useAtomValue(laterLoadedAtom));
}

/** Whether the catalogue has a text for this key (an error code the apps know, say). */
export function hasMessage(key: string): key is MessageKey {
  return key in store.get(messagesAtom);
}
