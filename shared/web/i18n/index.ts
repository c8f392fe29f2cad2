// Languages: the public entry both apps use (docs/languages.md).
export { t, useT, hasMessage, type Translate } from "./translate";
export { errorText, type CloudError } from "./error-text";
export { startLanguage, chooseLanguage, LANGUAGES } from "./start-language";
export { languageAtom, chosenLanguageAtom } from "./i18n-atoms";
export { formatNumber, formatLongDate } from "./format";
export { LanguageChooser } from "./language-chooser";
export type { MessageKey, MessageValues } from "./message-key";
export { messageWithElements } from "./message-with-elements";
