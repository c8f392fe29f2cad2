// The languages the cloud writes mails in (docs/protocol.md#languages): one per catalogue,
// shared/messages/<tag>.json, read once at start. An account keeps one of these tags; a request
// without an account's is served in the best match of its Accept-Language, else English.
import { readdirSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { DEFAULT_LANGUAGE, matchLanguage, parseAcceptLanguage } from "@encore/shared";

/** shared/messages/, the same two folders up from cloud/src/i18n/ and from cloud/dist/i18n/. */
export const MESSAGES_DIR = fileURLToPath(new URL("../../../shared/messages/", import.meta.url));

/** The tags of the catalogues in `dir`, English first. */
export function readLanguageTags(dir: string = MESSAGES_DIR): string[] {
  const tags = readdirSync(dir)
    .filter((file) => file.endsWith(".json"))
    .map((file) => file.slice(0, -".json".length));
  if (!tags.includes(DEFAULT_LANGUAGE)) throw new Error(`${dir} has no ${DEFAULT_LANGUAGE}.json`);
  return [DEFAULT_LANGUAGE, ...tags.filter((tag) => tag !== DEFAULT_LANGUAGE).sort()];
}

export interface Languages {
  readonly tags: readonly string[];
  /** The catalogue's own tag for `tag`, in any case (`pt-br` → `pt-BR`); null when none. */
  known(tag: string): string | null;
  /** The language of a request: the best match of its Accept-Language header, else English. */
  ofRequest(acceptLanguage: string | undefined): string;
}

export function createLanguages(tags: readonly string[] = readLanguageTags()): Languages {
  return {
    tags,
    known(tag) {
      const wanted = tag.trim().toLowerCase();
      return tags.find((candidate) => candidate.toLowerCase() === wanted) ?? null;
    },
    ofRequest(acceptLanguage) {
      return matchLanguage(parseAcceptLanguage(acceptLanguage), tags) ?? DEFAULT_LANGUAGE;
    },
  };
}
