#!/usr/bin/env node
// `npm test`: every suite the project has, then one line summing them: `N passed, N failed`.
// Lint and the type check count as one test each; the test runners report their own counts.
import { spawnSync } from "node:child_process";
import { mkdirSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const resultsDir = path.join(root, ".test-results");
rmSync(resultsDir, { recursive: true, force: true });
mkdirSync(resultsDir, { recursive: true });

const npx = process.platform === "win32" ? "npx.cmd" : "npx";

function run(label, command, args) {
  console.log(`\n━━ ${label}: ${command} ${args.join(" ")}`);
  const started = Date.now();
  const result = spawnSync(command, args, { cwd: root, stdio: "inherit", env: process.env });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  return { ok: result.status === 0, seconds };
}

const suites = [];

function gate(label, command, args) {
  const { ok, seconds } = run(label, command, args);
  suites.push({ label, passed: ok ? 1 : 0, failed: ok ? 0 : 1, skipped: 0, seconds });
}

function vitest(label, args) {
  const output = path.join(resultsDir, `${label}.json`);
  const { ok, seconds } = run(label, npx, [
    "vitest",
    "run",
    "--reporter=default",
    "--reporter=json",
    `--outputFile.json=${output}`,
    ...args,
  ]);
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
vitest("unit+integration", []);

console.log("\n━━ summary");
for (const s of suites) {
  const skipped = s.skipped ? `, ${s.skipped} skipped` : "";
  console.log(
    `  ${s.label.padEnd(20)} ${s.passed} passed, ${s.failed} failed${skipped} (${s.seconds}s)`,
  );
}
const passed = suites.reduce((n, s) => n + s.passed, 0);
const failed = suites.reduce((n, s) => n + s.failed, 0);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
