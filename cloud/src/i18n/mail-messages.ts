// The texts of the cloud's mails, `mail.*` of the message catalogues (shared/messages/<tag>.json),
// formatted at run time with @messageformat/core. A language's catalogue is read the first time
// a mail is written in it; a key it lacks (or cannot compile) is written in English.
import { readFileSync } from "node:fs";
import path from "node:path";
import MessageFormatModule from "@messageformat/core";
import type { MessageFunction } from "@messageformat/core";
import { DEFAULT_LANGUAGE } from "@encore/shared";
import { MESSAGES_DIR } from "./languages.js";

// The package's types declare `export default`, its code `module.exports =`: under NodeNext the
// default import is the class at run time, and the module's namespace to TypeScript.
const MessageFormat = MessageFormatModule as unknown as typeof MessageFormatModule.default;

export type MailKey = `mail.${string}`;
export type MailValues = Readonly<Record<string, string | number>>;

export interface MailTexts {
  /** The text of `key` in `language`, else in English; the key itself when English lacks it too. */
  format(language: string, key: MailKey, values?: MailValues): string;
}

type Catalogue = Readonly<Record<string, string>>;

export function createMailTexts(dir: string = MESSAGES_DIR): MailTexts {
  const catalogues = new Map<string, Catalogue>();
  const compiled = new Map<string, MessageFunction<"string"> | null>();

  function catalogue(language: string): Catalogue {
    let found = catalogues.get(language);
    if (!found) {
      try {
        const text = readFileSync(path.join(dir, `${path.basename(language)}.json`), "utf8");
        found = JSON.parse(text) as Catalogue;
      } catch {
        found = {};
      }
      catalogues.set(language, found);
    }
    return found;
  }

  /** The message's function in that language, or null when it has none that compiles. */
  function message(language: string, key: string): MessageFunction<"string"> | null {
    const id = `${language}\u0000${key}`;
    if (!compiled.has(id)) {
      const source = catalogue(language)[key];
      let format: MessageFunction<"string"> | null = null;
      if (source !== undefined) {
        try {
          format = new MessageFormat(language, { strict: false }).compile(source);
        } catch {
          format = null;
        }
      }
      compiled.set(id, format);
    }
    return compiled.get(id) ?? null;
  }

  return {
    format(language, key, values = {}) {
      const format = message(language, key) ?? message(DEFAULT_LANGUAGE, key);
      return format ? format(values) : key;
    },
  };
}

/** The catalogues of this build (shared/messages). */
export const mailTexts: MailTexts = createMailTexts();
