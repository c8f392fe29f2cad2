// For unit tests: the store speaks a language, as the apps do once started (docs/languages.md).
import { loadLaterMessages, loadMessages } from "virtual:encore-messages";
import { store } from "../store/store";
import { languageAtom, laterLoadedAtom, messagesAtom } from "./i18n-atoms";

export async function speak(tag: string): Promise<void> {
  const [first, later] = await Promise.all([loadMessages(tag), loadLaterMessages(tag)]);
  store.set(messagesAtom, { ...first, ...later });
  store.set(laterLoadedAtom, true);
  store.set(languageAtom, tag);
}
