// The message catalogues (shared/messages/<language>.json, docs/languages.md) as modules an app
// loads: `virtual:encore-messages` lists the languages (every file in the folder, so a new
// language is one new file) and loads one; `virtual:encore-messages/<tag>` is that language's
// messages compiled to functions at build time by @messageformat/core, so the browser parses no
// ICU and carries only the runtime's plural and number helpers. Each app gets only its own keys
// and the shared ones; a key missing in a language is filled from English here.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { createRequire } from "node:module";
import type MessageFormatModule from "@messageformat/core";
import type compileModuleModule from "@messageformat/core/lib/compile-module.js";
import type { Plugin } from "vite";
import { PSEUDO_LANGUAGE, pseudoLocalize } from "./pseudo-locale.ts";

// CommonJS modules whose typings claim a default export: required as they are.
const require = createRequire(import.meta.url);
/** The export itself, whether TypeScript resolves the module as Node (NodeNext) or as a bundler. */
type Unwrapped<T> = T extends { default: infer D } ? D : T;
const MessageFormat = require("@messageformat/core") as Unwrapped<typeof MessageFormatModule>;
const compileModule = require("@messageformat/core/compile-module.js") as Unwrapped<
  typeof compileModuleModule
>;

export const MESSAGES_DIR = fileURLToPath(new URL("../../shared/messages/", import.meta.url));
const PUBLIC_ID = "virtual:encore-messages";
const RESOLVED_ID = "\0encore-messages";

type Catalogue = Record<string, string>;

function readCatalogue(tag: string): Catalogue {
  return JSON.parse(readFileSync(path.join(MESSAGES_DIR, `${tag}.json`), "utf8")) as Catalogue;
}

export function catalogueTags(): string[] {
  return readdirSync(MESSAGES_DIR)
    .filter((file) => file.endsWith(".json"))
    .map((file) => file.slice(0, -".json".length))
    .sort((a, b) => (a === "en" ? -1 : b === "en" ? 1 : a.localeCompare(b)));
}

/** The keys one app shows: its own, the shared ones, the cloud's error texts, the language names. */
export function keysFor(app: string) {
  if (app === "*") return () => true;
  const prefixes = [`${app}.`, "common.", "error.", "language."];
  return (key: string) => prefixes.some((prefix) => key.startsWith(prefix));
}

/** One language's messages for one app, English filling what the language lacks. */
export function appCatalogue(tag: string, app: string): Catalogue {
  const english = readCatalogue("en");
  const own = tag === PSEUDO_LANGUAGE ? pseudoLocalizeAll(english) : readCatalogue(tag);
  const wanted = keysFor(app);
  const merged: Catalogue = {};
  for (const key of Object.keys(english).filter(wanted)) merged[key] = own[key] ?? english[key]!;
  return merged;
}

function pseudoLocalizeAll(english: Catalogue): Catalogue {
  return Object.fromEntries(
    Object.entries(english).map(([key, text]) => [
      key,
      key === "language.name" ? "Pseudo (accented, longer)" : pseudoLocalize(text),
    ]),
  );
}

/**
 * Messages no first screen shows: the cloud's error texts and the account, host and about pages,
 * which open later (and lazily). They load right after the first render, in a chunk of their own,
 * so the first load carries only what the first screens say (docs/languages.md#the-library).
 */
export const LATER_KEYS =
  /^(error\.|common\.(auth|feedback|account|profile|password|mailLanguage|legal)\.|(remote|screen)\.(host|about|account|me|hostOnly|admin)\.)/;

export type CataloguePart = "first" | "later";

export function compileCatalogue(tag: string, app: string, part?: CataloguePart): string {
  const locale = tag === PSEUDO_LANGUAGE ? "en" : tag;
  const all = appCatalogue(tag, app);
  const wanted = part
    ? Object.fromEntries(
        Object.entries(all).filter(([key]) => LATER_KEYS.test(key) === (part === "later")),
      )
    : all;
  return compileModule(new MessageFormat(locale, { strict: false }), wanted);
}

export interface EncoreMessagesOptions {
  /** The app's key prefix: "screen" or "remote"; "*" for every key (the unit tests). */
  app: string;
}

export function encoreMessages(options: EncoreMessagesOptions): Plugin {
  // The pseudo-language is built too (the browser tests check layouts in it), but only `?lang=`
  // reaches it: it is not in `languages`, the list the choosers show.
  const tags = () => [...catalogueTags(), PSEUDO_LANGUAGE];
  return {
    name: "encore-messages",
    config() {
      // `assets/messages-de-<hash>.js` and `messages-later-de-<hash>.js`: the service worker
      // tells them from the shell by name.
      return {
        build: {
          rollupOptions: {
            output: {
              chunkFileNames: (chunk: { facadeModuleId: string | null }) =>
                chunk.facadeModuleId?.startsWith(`${RESOLVED_ID}/`)
                  ? `assets/messages-${chunk.facadeModuleId.slice(RESOLVED_ID.length + 1).replace("/", "-")}-[hash].js`
                  : "assets/[name]-[hash].js",
            },
          },
        },
      };
    },
    resolveId(id) {
      if (id === PUBLIC_ID) return RESOLVED_ID;
      if (id.startsWith(`${PUBLIC_ID}/`)) return `${RESOLVED_ID}/${id.slice(PUBLIC_ID.length + 1)}`;
      return null;
    },
    load(id) {
      if (id === RESOLVED_ID) {
        for (const tag of catalogueTags())
          this.addWatchFile(path.join(MESSAGES_DIR, `${tag}.json`));
        const languages = catalogueTags().map((tag) => ({
          tag,
          name: readCatalogue(tag)["language.name"] ?? tag,
        }));
        const loaders = (prefix: string) =>
          tags()
            .map(
              (tag) =>
                `  ${JSON.stringify(tag)}: () => import(${JSON.stringify(`${PUBLIC_ID}/${prefix}${tag}`)}),`,
            )
            .join("\n");
        return [
          `export const languages = ${JSON.stringify(languages)};`,
          `export const addressOnlyLanguages = ${JSON.stringify([PSEUDO_LANGUAGE])};`,
          `const first = {\n${loaders("")}\n};`,
          `const later = {\n${loaders("later/")}\n};`,
          "export function loadMessages(tag) { return first[tag]().then((module) => module.default); }",
          "export function loadLaterMessages(tag) { return later[tag]().then((module) => module.default); }",
        ].join("\n");
      }
      if (id.startsWith(`${RESOLVED_ID}/`)) {
        const rest = id.slice(RESOLVED_ID.length + 1);
        const part: CataloguePart = rest.startsWith("later/") ? "later" : "first";
        const tag = part === "later" ? rest.slice("later/".length) : rest;
        if (!tags().includes(tag)) return null;
        this.addWatchFile(path.join(MESSAGES_DIR, "en.json"));
        if (tag !== PSEUDO_LANGUAGE) this.addWatchFile(path.join(MESSAGES_DIR, `${tag}.json`));
        return compileCatalogue(tag, options.app, part);
      }
      return null;
    },
  };
}
