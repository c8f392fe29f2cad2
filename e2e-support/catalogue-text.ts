// A message as a language's catalogue has it (shared/messages/, docs/languages.md), for browser
// tests that check a page speaks that language: compiled here the way the build compiles it.
import { readFileSync } from "node:fs";
import MessageFormat from "@messageformat/core";
import { PSEUDO_LANGUAGE, pseudoLocalize } from "../build/vite/pseudo-locale";

const cache = new Map<string, Record<string, string>>();

function catalogue(tag: string): Record<string, string> {
  let messages = cache.get(tag);
  if (!messages && tag === PSEUDO_LANGUAGE) {
    const english = catalogue("en");
    messages = Object.fromEntries(
      Object.entries(english).map(([key, text]) => [key, pseudoLocalize(text)]),
    );
    cache.set(tag, messages);
  }
  if (!messages) {
    const file = new URL(`../shared/messages/${tag}.json`, import.meta.url);
    messages = JSON.parse(readFileSync(file, "utf8")) as Record<string, string>;
    cache.set(tag, messages);
  }
  return messages;
}

/** The text of `key` in `tag`, with `values` filled in; throws for a key the catalogue lacks. */
export function catalogueText(
  tag: string,
  key: string,
  values: Record<string, string | number> = {},
): string {
  const text = catalogue(tag)[key];
  if (text === undefined) throw new Error(`${tag}.json has no ${key}`);
  return new MessageFormat(tag === PSEUDO_LANGUAGE ? "en" : tag).compile(text)(values);
}
