// The language the app speaks and its compiled messages (docs/languages.md).
import { atom } from "../store/store";
import type { CompiledMessages } from "./message-key";

/** The tag of the language shown (`en`, `pt-BR`…), as `<html lang>` has it. */
export const languageAtom = atom("en");
/** The chosen language kept on this device, or null to follow the device's own. */
export const chosenLanguageAtom = atom<string | null>(null);
export const messagesAtom = atom<CompiledMessages>({});
/** Whether the later messages (errors, account pages…) of the language shown are in yet. */
export const laterLoadedAtom = atom(false);
