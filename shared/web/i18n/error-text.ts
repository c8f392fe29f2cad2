// What the guest reads for a cloud error: the text for its stable `code` in the language shown,
// else the cloud's English `message` (docs/languages.md#errors).
import { store } from "../store/store";
import { languageAtom } from "./i18n-atoms";
import { hasMessage, t } from "./translate";

export interface CloudError {
  code?: string | undefined;
  message: string;
  /** The numbers or names the code's text takes (a limit, say), as the cloud sent them. */
  params?: Readonly<Record<string, string | number>> | undefined;
}

export function errorText(error: CloudError): string {
  // In English the cloud's own message says it best (it names the field or the limit).
  if (store.get(languageAtom) === "en") return error.message;
  const key = error.code ? `error.${error.code}` : null;
  if (!key || !hasMessage(key)) return error.message;
  try {
    return t(key, error.params);
  } catch {
    // A text whose argument the error did not carry (an older cloud): its English says it all.
    return error.message;
  }
}
