#!/usr/bin/env node
// Adds English messages to the catalogue (shared/messages/en.json, docs/languages.md): a JSON
// object of key → ICU text on standard input, merged in and written back sorted by key, under a
// lock, so several people (or editors) adding keys at once lose none. A key already there with
// another text is replaced, and said so.
//   echo '{"remote.queue.round": "Round {round}"}' | node scripts/add-messages.mjs
import { mkdirSync, readFileSync, renameSync, rmdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import MessageFormat from "@messageformat/core";

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const file = path.join(root, "shared/messages/en.json");
const lock = `${file}.lock`;

const input = JSON.parse(readFileSync(0, "utf8"));
const english = new MessageFormat("en");
for (const [key, text] of Object.entries(input)) {
  if (!/^(language|common|screen|remote|error|mail)\.[a-z0-9_.-]+$/i.test(key))
    throw new Error(
      `${key}: keys start with language., common., screen., remote., error. or mail.`,
    );
  english.compile(text); // throws on bad ICU
}

async function locked(task) {
  for (let tries = 0; ; tries++) {
    try {
      mkdirSync(lock);
      break;
    } catch {
      if (tries > 200) throw new Error(`${lock} is held; remove it if nobody is adding messages`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
  try {
    task();
  } finally {
    rmdirSync(lock);
  }
}

await locked(() => {
  const catalogue = JSON.parse(readFileSync(file, "utf8"));
  for (const [key, text] of Object.entries(input)) {
    if (key in catalogue && catalogue[key] !== text) console.log(`replaced ${key}`);
    catalogue[key] = text;
  }
  const sorted = Object.fromEntries(Object.entries(catalogue).sort(([a], [b]) => (a < b ? -1 : 1)));
  writeFileSync(`${file}.tmp`, `${JSON.stringify(sorted, null, 2)}\n`);
  renameSync(`${file}.tmp`, file);
});
console.log(`${Object.keys(input).length} message(s) in shared/messages/en.json`);
