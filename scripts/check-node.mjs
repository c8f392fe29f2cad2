#!/usr/bin/env node
// Runs before `npm start` (and the other commands that build and run the cloud): on a Node.js the
// project does not support, says so in one plain message instead of letting a native module or
// Vite fail with a stack trace. Kept to what Node.js 14 and later can run.
import { readFileSync } from "node:fs";

const { engines } = JSON.parse(readFileSync(new URL("../package.json", import.meta.url), "utf8"));

const RANGE_PART = /^\s*(\^|>=)(\d+)\.(\d+)\.\d+\s*$/;

/** `^20.19.0 || ^22.12.0 || >=24.0.0` (the only shapes package.json uses) against `version`. */
function satisfies(version, range) {
  const [major, minor] = version.split(".").map(Number);
  return range.split("||").some((part) => {
    const match = RANGE_PART.exec(part);
    if (!match) return false;
    const [, op, wantMajor, wantMinor] = match.map((m, i) => (i > 1 ? Number(m) : m));
    const atLeast = major > wantMajor || (major === wantMajor && minor >= wantMinor);
    return op === ">=" ? atLeast : major === wantMajor && atLeast;
  });
}

/** The same range in words: "20 (20.19 or later), 22 (22.12 or later) or 24 and newer". */
function inWords(range) {
  const parts = range.split("||").map((part) => {
    const [, op, major, minor] = RANGE_PART.exec(part) ?? [];
    return op === ">=" ? `${major} and newer` : `${major} (${major}.${minor} or later)`;
  });
  return parts.length > 1
    ? `${parts.slice(0, -1).join(", ")} or ${parts[parts.length - 1]}`
    : parts[0];
}

const version = process.versions.node;
if (!satisfies(version, engines.node)) {
  console.error(
    `Encore needs Node.js ${inWords(engines.node)}; this is Node.js ${version}.\n` +
      "Install a current LTS from https://nodejs.org (or with nvm: nvm install 24), then run the command again.",
  );
  process.exit(1);
}
