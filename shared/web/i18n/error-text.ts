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

/** Anything thrown by a call or a command, as a cloud error: its message, code and params. */
export function cloudErrorOf(error: unknown): CloudError {
  if (!(error instanceof Error)) return { message: String(error) };
  const { code, params } = error as Error & Partial<CloudError>;
  return {
    message: error.message,
    code: typeof code === "string" ? code : undefined,
    params: typeof params === "object" && params !== null ? params : undefined,
  };
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
