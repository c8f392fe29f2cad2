#!/usr/bin/env node
// `npm test`: every suite the project has, then one line summing them: `N passed, N failed`.
// Lint and the type check count as one test each; the test runners report their own counts.
// The integration tests run twice: on SQLite, then on PostgreSQL when one is reachable at
// TEST_DATABASE_URL (see cloud/src/test-support/test-postgres.ts).
import { spawnSync } from "node:child_process";
import { mkdirSync, readdirSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const resultsDir = path.join(root, ".test-results");
rmSync(resultsDir, { recursive: true, force: true });
mkdirSync(resultsDir, { recursive: true });

const npx = process.platform === "win32" ? "npx.cmd" : "npx";

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

const suites = [];

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

gate("lint", "npm", ["run", "-s", "lint"]);
gate("typecheck", "npm", ["run", "-s", "typecheck"]);
// The first run is SQLite's whatever the caller's environment says.
vitest("unit+integration", [], { TEST_DATABASE: "sqlite" });
await postgresRun();
browserRun();

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
      const { stats } = JSON.parse(readFileSync(output, "utf8"));
      // A test that failed once and passed on its retry counts as passed, and is named flaky.
      const failed = stats.unexpected;
      suites.push({
        label,
        passed: stats.expected + stats.flaky,
        failed: failed === 0 && !ok ? 1 : failed,
        skipped: stats.skipped,
        seconds,
        ...(stats.flaky > 0 ? { flaky: stats.flaky } : {}),
      });
    } catch {
      suites.push({ label, passed: 0, failed: 1, skipped: 0, seconds });
    }
  }
}

/**
 * The integration tests are the test files that start the service or open a database through
 * the test helpers; every one of them runs again on PostgreSQL.
 */
function integrationTestFiles() {
  const helpers =
    /test-support\/(test-server|test-database|test-postgres|cloud-process|run-entry)\.js/;
  const files = readdirSync(path.join(root, "cloud/src"), { recursive: true, encoding: "utf8" })
    .filter((file) => file.endsWith(".test.ts"))
    .map((file) => path.join("cloud/src", file));
  return files.filter((file) => helpers.test(readFileSync(path.join(root, file), "utf8"))).sort();
}

async function postgresRun() {
  const url = process.env.TEST_DATABASE_URL || "postgres://postgres@127.0.0.1:5432/test";
  const { hostname, port } = new URL(url);
  const { default: pg } = await import("pg");
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
  } catch {
    const line = `PostgreSQL not reachable at ${hostname}:${port || 5432}: the PostgreSQL run is skipped`;
    console.log(`\n━━ postgres: ${line}`);
    suites.push({
      label: "postgres",
      passed: 0,
      failed: 0,
      skipped: 0,
      seconds: "0.0",
      note: line,
    });
    return;
  }
  // Test schemas are dropped by their tests; this clears what a killed run left behind.
  const dropLeftovers = async () => {
    const { rows } = await client.query(
      "SELECT nspname FROM pg_namespace WHERE nspname LIKE 'encore\\_t\\_%'",
    );
    for (const { nspname } of rows) await client.query(`DROP SCHEMA "${nspname}" CASCADE`);
  };
  try {
    await dropLeftovers();
    vitest("postgres", integrationTestFiles(), {
      TEST_DATABASE: "postgres",
      TEST_DATABASE_URL: url,
    });
    await dropLeftovers();
  } finally {
    await client.end();
  }
}

console.log("\n━━ summary");
for (const s of suites) {
  const skipped =
    (s.skipped ? `, ${s.skipped} skipped` : "") +
    (s.flaky ? `, ${s.flaky} flaky (passed on retry)` : "");
  const counts = s.note ?? `${s.passed} passed, ${s.failed} failed${skipped} (${s.seconds}s)`;
  console.log(`  ${s.label.padEnd(20)} ${counts}`);
}
const passed = suites.reduce((n, s) => n + s.passed, 0);
const failed = suites.reduce((n, s) => n + s.failed, 0);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
