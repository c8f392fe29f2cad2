// What `npm start` builds, and how it knows what it may skip (docs/performance.md, Start).
// Each step (the cloud with tsc, each app with Vite) has inputs: its sources and configuration,
// the shared code it uses, and package-lock.json for the packages it bundles. A step is skipped
// when a SHA-256 of every input file's path and bytes equals the one recorded when npm start (or
// npm run build) last built it, and its outputs are still the very files that build wrote (same
// size and modification time). Anything else builds: no record, a changed input, a missing
// output, or outputs another command wrote since (`vite build` run by hand), whose sources
// cannot be known. Content, not timestamps, decides for the inputs: a checkout or copy that
// touches files without changing them builds nothing.
import { spawn } from "node:child_process";
import { createHash } from "node:crypto";
import { mkdirSync, readdirSync, readFileSync, renameSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";

/** Folders that are never inputs anywhere: outputs, installed packages, caches. */
const NEVER_INPUT_FOLDERS = new Set(["node_modules", "dist", "coverage", "test-results"]);
/** Files no build reads: tests (unit and browser) and build records. */
const NEVER_INPUT_FILES = /\.test\.tsx?$|\.e2e\.tsx?$|\.tsbuildinfo$/;

const node = process.execPath;
const ROOT_CONFIG = ["package-lock.json", "tsconfig.base.json"];
const SHARED_SOURCE = ["shared/package.json", "shared/tsconfig.json", "shared/src"];

function viteStep(app, what) {
  return {
    name: app,
    what,
    inputs: [...ROOT_CONFIG, ...SHARED_SOURCE, "shared/web", "build/vite", app],
    // The apps' folders also hold what Vite never reads: browser tests, the kiosk shell.
    exclude: [`${app}/e2e`, `${app}/electron`, `${app}/playwright.config.ts`],
    outputs: [`${app}/dist/index.html`],
    // Warnings and errors only: a clean build says nothing.
    command: [node, "node_modules/vite/bin/vite.js", "build", app, "--logLevel", "warn"],
  };
}

/** In the order they run. */
export const STEPS = [
  {
    name: "cloud",
    what: "the cloud",
    inputs: [
      ...ROOT_CONFIG,
      "tsconfig.json",
      ...SHARED_SOURCE,
      "cloud/package.json",
      "cloud/tsconfig.json",
      "cloud/src",
    ],
    exclude: ["cloud/src/test-support"],
    outputs: ["shared/tsconfig.tsbuildinfo", "cloud/tsconfig.tsbuildinfo", "cloud/dist/main.js"],
    // tsc -b is incremental itself: it compiles only the projects whose sources changed.
    command: [node, "node_modules/typescript/bin/tsc", "-b"],
  },
  viteStep("screen", "the big-screen app"),
  viteStep("remote", "the phone remote"),
];

/** Where the records of the last builds are kept: removed with node_modules, never committed. */
export const STAMP_FILE = "node_modules/.cache/encore/build-stamps.json";

function filesUnder(root, relative, exclude) {
  if (exclude.has(relative)) return [];
  let stat;
  try {
    stat = statSync(path.join(root, relative));
  } catch {
    return [{ relative, missing: true }];
  }
  if (stat.isFile()) return NEVER_INPUT_FILES.test(relative) ? [] : [{ relative }];
  if (!stat.isDirectory()) return [];
  return readdirSync(path.join(root, relative), { withFileTypes: true })
    .filter((entry) => !(entry.isDirectory() && NEVER_INPUT_FOLDERS.has(entry.name)))
    .filter((entry) => !(entry.isDirectory() && entry.name.startsWith(".")))
    .flatMap((entry) => filesUnder(root, `${relative}/${entry.name}`, exclude));
}

/** A step's input files (paths relative to the root, `/`-separated), sorted; missing ones too. */
export function inputFiles(root, step) {
  const exclude = new Set(step.exclude ?? []);
  return step.inputs
    .flatMap((input) => filesUnder(root, input, exclude))
    .sort((a, b) => (a.relative < b.relative ? -1 : a.relative > b.relative ? 1 : 0));
}

/** SHA-256 over every input file's path and bytes, in a fixed order; a missing input counts too. */
export function fingerprint(root, step) {
  const hash = createHash("sha256");
  for (const file of inputFiles(root, step)) {
    hash.update(`${file.relative}\0`);
    hash.update(file.missing ? "(missing)" : readFileSync(path.join(root, file.relative)));
    hash.update("\0");
  }
  return hash.digest("hex");
}

/** The outputs as they are now (size and modification time each), or null when one is missing. */
export function outputsMark(root, step) {
  const marks = [];
  for (const output of step.outputs) {
    try {
      const stat = statSync(path.join(root, output));
      marks.push(`${output}:${stat.size}:${stat.mtimeMs}`);
    } catch {
      return null;
    }
  }
  return marks.join(" ");
}

export function readStamps(root) {
  try {
    const stamps = JSON.parse(readFileSync(path.join(root, STAMP_FILE), "utf8"));
    return stamps && typeof stamps === "object" ? stamps : {};
  } catch {
    return {};
  }
}

function writeStamps(root, stamps) {
  const file = path.join(root, STAMP_FILE);
  mkdirSync(path.dirname(file), { recursive: true });
  // Written whole, then renamed: a start stopped halfway never leaves half a record.
  writeFileSync(`${file}.tmp`, `${JSON.stringify(stamps, null, 2)}\n`);
  renameSync(`${file}.tmp`, file);
}

/**
 * Why a step must build, or null when it may be skipped. `inputs` is its fingerprint now.
 */
export function reasonToBuild(stamp, inputs, outputs) {
  if (outputs === null) return "not built yet";
  if (!stamp) return "no record of its last build";
  if (stamp.inputs !== inputs) return "changed since the last build";
  if (stamp.outputs !== outputs) return "built by another command since";
  return null;
}

/** Each step with its fingerprint and why it must build (null: up to date). */
export function plan(root, steps = STEPS, stamps = readStamps(root)) {
  return steps.map((step) => {
    const inputs = fingerprint(root, step);
    return {
      step,
      inputs,
      reason: reasonToBuild(stamps[step.name], inputs, outputsMark(root, step)),
    };
  });
}

function run(root, command) {
  return new Promise((resolve) => {
    const child = spawn(command[0], command.slice(1), {
      cwd: root,
      // The build's own output (warnings, errors) goes to stderr: stdout stays the cloud's logs.
      stdio: ["ignore", process.stderr, "inherit"],
    });
    child.on("error", () => resolve(1));
    child.on("exit", (code) => resolve(code ?? 1));
  });
}

/**
 * Builds the steps that need it (all of them with `force`), one after the other, recording
 * each as it succeeds. `say` gets one line per build. Resolves false when a build failed.
 */
export async function buildWhatChanged(
  root,
  { steps = STEPS, force = false, say = (line) => console.error(line) } = {},
) {
  const stamps = readStamps(root);
  for (const { step, inputs, reason } of plan(root, steps, stamps)) {
    if (!force && reason === null) continue;
    const started = Date.now();
    say(`Building ${step.what}${reason ? ` (${reason})` : ""}…`);
    const code = await run(root, step.command);
    if (code !== 0) {
      say(`Building ${step.what} failed (exit code ${code}); the errors are above.`);
      return false;
    }
    // The fingerprint of before the build: an input edited during it builds again next time.
    stamps[step.name] = { inputs, outputs: outputsMark(root, step) };
    writeStamps(root, stamps);
    say(`Built ${step.what} in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
  }
  return true;
}
