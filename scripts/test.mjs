#!/usr/bin/env node
// `npm test`: every suite the project has, then one line summing them:
// `N passed, N failed, N skipped` (and `, N flaky (…)` naming browser tests that passed only on
// their retry; scripts/test-summary.mjs). Lint and the type check count as one test each; the test
// runners report their own counts. The integration tests run twice: on SQLite, then on PostgreSQL
// at TEST_DATABASE_URL (see cloud/src/test-support/test-postgres.ts), the second time only the
// test files that read TEST_DATABASE (scripts/database-test-files.mjs). Redis serves the
// scale-out tests (TEST_REDIS_URL). A service that does not answer is left out, in a box at the
// start and in the summary; with ENCORE_TEST_REQUIRE_SERVICES=1 (CI) each one missing is a failure.
import { spawnSync } from "node:child_process";
import { mkdirSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { databaseTestFiles } from "./database-test-files.mjs";
import { leftOutBox, playwrightCounts, summaryLines } from "./test-summary.mjs";

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const resultsDir = path.join(root, ".test-results");
rmSync(resultsDir, { recursive: true, force: true });
mkdirSync(resultsDir, { recursive: true });

const npx = process.platform === "win32" ? "npx.cmd" : "npx";
/** CI sets it: there, a service that does not answer fails the run instead of being left out. */
const requireServices = process.env.ENCORE_TEST_REQUIRE_SERVICES === "1";
const databaseUrl = process.env.TEST_DATABASE_URL || "postgres://postgres@127.0.0.1:5432/test";
const redisUrl = process.env.TEST_REDIS_URL || "redis://127.0.0.1:6379";

function run(label, command, args, env = {}) {
  const shown = Object.entries(env).map(([key, value]) => `${key}=${value} `);
  console.log(`\n━━ ${label}: ${shown.join("")}${command} ${args.join(" ")}`);
  const started = Date.now();
  const result = spawnSync(command, args, {
    cwd: root,
    stdio: "inherit",
    env: { ...process.env, ...env },
  });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  return { ok: result.status === 0, seconds };
}

/** @type {import("./test-summary.mjs").SuiteResult[]} */
const suites = [];
/** The services that did not answer, one sentence each (the box at the start and in the summary). */
const missingServices = [];

function gate(label, command, args) {
  const { ok, seconds } = run(label, command, args);
  suites.push({ label, passed: ok ? 1 : 0, failed: ok ? 0 : 1, skipped: 0, seconds });
}

function vitest(label, args, env = {}) {
  const output = path.join(resultsDir, `${label}.json`);
  const { ok, seconds } = run(
    label,
    npx,
    [
      "vitest",
      "run",
      "--reporter=default",
      "--reporter=json",
      `--outputFile.json=${output}`,
      ...args,
    ],
    env,
  );
  try {
    const report = JSON.parse(readFileSync(output, "utf8"));
    // A suite that failed outside any test (a crash on import) counts as one failure.
    const failedOutside = !ok && report.numFailedTests === 0 ? 1 : 0;
    suites.push({
      label,
      passed: report.numPassedTests,
      failed: report.numFailedTests + failedOutside,
      skipped: report.numPendingTests + report.numTodoTests,
      seconds,
    });
  } catch {
    suites.push({ label, passed: 0, failed: 1, skipped: 0, seconds });
  }
}

/** An error's words, for a sentence: a refused connection to every address has no message. */
function why(error) {
  return error?.message || error?.code || String(error);
}

/** Null when PostgreSQL answers at TEST_DATABASE_URL; else why not. */
async function postgresUnavailable() {
  const { hostname, port } = new URL(databaseUrl);
  const { default: pg } = await import("pg");
  const client = new pg.Client({ connectionString: databaseUrl, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    return null;
  } catch (error) {
    return `PostgreSQL not reachable at ${hostname}:${port || 5432} (${why(error)}): the PostgreSQL run`;
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** Null when Redis answers PING at TEST_REDIS_URL; else why not. */
async function redisUnavailable() {
  const { createClient } = await import("redis");
  const client = createClient({
    url: redisUrl,
    socket: { connectTimeout: 1_000, reconnectStrategy: false },
  });
  client.on("error", () => undefined);
  try {
    await client.connect();
    await client.ping();
    return null;
  } catch (error) {
    return `Redis not reachable at ${redisUrl} (${why(error)}): the tests of instances sharing Redis`;
  } finally {
    if (client.isOpen) await client.quit().catch(() => undefined);
  }
}

/** A service that does not answer: left out, and with ENCORE_TEST_REQUIRE_SERVICES=1 a failure. */
function serviceMissing(label, sentence) {
  missingServices.push(sentence);
  if (requireServices) {
    suites.push({ label, passed: 0, failed: 1, skipped: 0, note: `1 failed: ${sentence}` });
  }
}

const postgresMissing = await postgresUnavailable();
if (postgresMissing) serviceMissing("postgres", postgresMissing);
const redisMissing = await redisUnavailable();
if (redisMissing) serviceMissing("redis", redisMissing);
// CI runs the browser suites once, on Node 24 (ENCORE_TEST_BROWSERS=0 for the other versions):
// the apps run in Chromium whatever the Node.js, and twice at once they took CI near 40 minutes.
const browsers = process.env.ENCORE_TEST_BROWSERS !== "0";
// …and the PostgreSQL run once too (ENCORE_TEST_POSTGRES=0 for the other versions): its code is
// the same JavaScript on every Node.js, SQLite's run covers the native modules, and twice took
// CI past 40 minutes (docs/decisions.md, "Staying under 40 minutes").
const postgresOnce = process.env.ENCORE_TEST_POSTGRES !== "0";
const chosen = [
  ...(browsers ? [] : ["the browser suites: ENCORE_TEST_BROWSERS=0 (CI runs them on Node 24)"]),
  ...(postgresOnce ? [] : ["the PostgreSQL run: ENCORE_TEST_POSTGRES=0 (CI runs it on Node 24)"]),
];
for (const line of leftOutBox(missingServices, { required: requireServices, chosen }))
  console.log(line);

gate("lint", "npm", ["run", "-s", "lint"]);
gate("typecheck", "npm", ["run", "-s", "typecheck"]);
// The first run is SQLite's whatever the caller's environment says.
vitest("unit+integration", [], { TEST_DATABASE: "sqlite" });
if (!postgresMissing && postgresOnce) await postgresRun();
else if (!postgresOnce)
  console.log("\n━━ postgres run skipped: ENCORE_TEST_POSTGRES=0 (CI runs it on Node 24)");
if (browsers) browserRun();
else console.log("\n━━ browser suites skipped: ENCORE_TEST_BROWSERS=0 (CI runs them on Node 24)");

/** The browser tests (Playwright in the system's Chromium) against the built apps. */
function browserRun() {
  const built = run("build", "npm", ["run", "-s", "build"]);
  if (!built.ok) {
    suites.push({ label: "build", passed: 0, failed: 1, skipped: 0, seconds: built.seconds });
    return;
  }
  for (const app of ["screen", "remote"]) {
    const label = `browser:${app}`;
    const output = path.join(resultsDir, `${label.replace(":", "-")}.json`);
    const { ok, seconds } = run(
      label,
      npx,
      ["playwright", "test", "-c", `${app}/playwright.config.ts`, "--reporter=list,json"],
      { PLAYWRIGHT_JSON_OUTPUT_NAME: output },
    );
    try {
      const counts = playwrightCounts(JSON.parse(readFileSync(output, "utf8")));
      // A run that failed with every test passing (a crash, a stray .only) counts as one failure.
      const failed = counts.failed === 0 && !ok ? 1 : counts.failed;
      // The report names files from the app's e2e folder.
      const flaky = counts.flaky.map((name) => `${app}/e2e/${name}`);
      suites.push({ label, ...counts, failed, flaky, seconds });
    } catch {
      suites.push({ label, passed: 0, failed: 1, skipped: 0, seconds });
    }
  }
}

async function postgresRun() {
  const { default: pg } = await import("pg");
  const client = new pg.Client({ connectionString: databaseUrl, connectionTimeoutMillis: 3000 });
  await client.connect();
  // Test schemas are dropped by their tests; this clears what a killed run left behind.
  const dropLeftovers = async () => {
    const { rows } = await client.query(
      "SELECT nspname FROM pg_namespace WHERE nspname LIKE 'encore\\_t\\_%'",
    );
    for (const { nspname } of rows) await client.query(`DROP SCHEMA "${nspname}" CASCADE`);
  };
  try {
    await dropLeftovers();
    const files = databaseTestFiles(root);
    console.log(
      `\n━━ postgres: ${files.length} test files read TEST_DATABASE (scripts/database-test-files.mjs); they run again on PostgreSQL`,
    );
    vitest("postgres", files, { TEST_DATABASE: "postgres", TEST_DATABASE_URL: databaseUrl });
    await dropLeftovers();
  } finally {
    await client.end();
  }
}

console.log("");
for (const line of summaryLines(suites, missingServices, { required: requireServices, chosen }))
  console.log(line);
process.exit(suites.some((s) => s.failed > 0) ? 1 : 0);
