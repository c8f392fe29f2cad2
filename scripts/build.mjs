#!/usr/bin/env node
// `npm run build`: builds the cloud and both apps (`--all`, whether or not they changed), or with
// no flag only what changed since the last build (build-steps.mjs); step names (cloud, screen,
// remote) narrow it to those, e.g. `node scripts/build.mjs cloud` before a cloud CLI.
import path from "node:path";
import { fileURLToPath } from "node:url";
import { buildWhatChanged, STEPS } from "./build-steps.mjs";

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const args = process.argv.slice(2);
const force = args.includes("--all");
const names = args.filter((arg) => !arg.startsWith("--"));
const unknown = names.filter((name) => !STEPS.some((step) => step.name === name));
if (unknown.length > 0) {
  console.error(
    `No build step named ${unknown.join(", ")}; the steps: ${STEPS.map((s) => s.name).join(", ")}.`,
  );
  process.exit(2);
}
const steps = names.length > 0 ? STEPS.filter((step) => names.includes(step.name)) : STEPS;
const built = await buildWhatChanged(root, { steps, force });
process.exit(built ? 0 : 1);
