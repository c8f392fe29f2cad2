// What `npm test` prints at the end, from what each suite reported: one line per suite, a box
// naming what the run left out, and the final line `N passed, N failed, N skipped` (then
// `, N flaky (…)` naming the browser tests that passed only on their retry). Every test is
// counted once: a flaky test is in the flaky count, not in passed. CI reads the line's start,
// `N passed, N failed`. Pure: no files, no processes, so scripts/test-summary.test.ts tests it.

/**
 * @typedef {object} SuiteResult
 * @property {string} label
 * @property {number} passed
 * @property {number} failed
 * @property {number} skipped
 * @property {string[]} [flaky] the tests that passed only on a retry, by name
 * @property {string} [seconds]
 * @property {string} [note] said instead of the counts (a suite that did not run)
 */

/** A test's name in a Playwright JSON report: its file and its titles, `›` between them. */
function playwrightName(file, titles) {
  return [file, ...titles].join(" › ");
}

/**
 * The counts of a Playwright JSON report (`--reporter=json`), walking its suites: `flaky` names
 * each test that failed and then passed on a retry.
 * @returns {{ passed: number, failed: number, skipped: number, flaky: string[] }}
 */
export function playwrightCounts(report) {
  const counts = { passed: 0, failed: 0, skipped: 0, flaky: [] };
  const visit = (suite, titles) => {
    const inner = suite.title && suite.title !== suite.file ? [...titles, suite.title] : titles;
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        const name = playwrightName(spec.file ?? suite.file, [...inner, spec.title]);
        if (test.status === "expected") counts.passed += 1;
        else if (test.status === "flaky") counts.flaky.push(name);
        else if (test.status === "skipped") counts.skipped += 1;
        else counts.failed += 1;
      }
    }
    for (const child of suite.suites ?? []) visit(child, inner);
  };
  for (const suite of report.suites ?? []) visit(suite, []);
  return counts;
}

/** The lines of a box around `lines`, to be seen in a long log. */
export function box(lines) {
  const width = Math.max(...lines.map((line) => line.length));
  return [
    `┏${"━".repeat(width + 2)}┓`,
    ...lines.map((line) => `┃ ${line.padEnd(width)} ┃`),
    `┗${"━".repeat(width + 2)}┛`,
  ];
}

/**
 * The box that says what a run left out and why, one sentence each: `missing`, services that did
 * not answer (with `required`, each is a failure), and `chosen`, what the caller chose to leave
 * out (never a failure). No lines when nothing was left out.
 */
export function leftOutBox(missing, { required, chosen = [] }) {
  if (missing.length + chosen.length === 0) return [];
  const fails = required && missing.length > 0;
  const title = fails
    ? "NOT TESTED: a service marked (failure) is required here (ENCORE_TEST_REQUIRE_SERVICES=1), so it counts as a failure"
    : "NOT TESTED in this run:";
  return box([
    title,
    ...missing.map((sentence) => `- ${sentence}${fails ? " (failure)" : ""}`),
    ...chosen.map((sentence) => `- ${sentence}`),
  ]);
}

function plural(n, one, many) {
  return `${n} ${n === 1 ? one : many}`;
}

/** The final line, `N passed, N failed, N skipped[, N flaky (names)]`. */
export function totalLine(suites) {
  const sum = (key) => suites.reduce((n, s) => n + s[key], 0);
  const flaky = suites.flatMap((s) => s.flaky ?? []);
  const line = `${sum("passed")} passed, ${sum("failed")} failed, ${sum("skipped")} skipped`;
  return flaky.length > 0 ? `${line}, ${flaky.length} flaky (${flaky.join("; ")})` : line;
}

/** The summary: one line per suite, the left-out box, then the final line. */
export function summaryLines(suites, leftOut = [], { required = false, chosen = [] } = {}) {
  const lines = ["━━ summary"];
  for (const s of suites) {
    const flaky = s.flaky?.length
      ? `, ${plural(s.flaky.length, "flaky test", "flaky tests")} (passed on retry)`
      : "";
    const counts =
      s.note ??
      `${s.passed} passed, ${s.failed} failed, ${s.skipped} skipped${flaky}` +
        (s.seconds ? ` (${s.seconds}s)` : "");
    lines.push(`  ${s.label.padEnd(20)} ${counts}`);
    for (const name of s.flaky ?? []) lines.push(`  ${"".padEnd(20)} flaky: ${name}`);
  }
  lines.push(...leftOutBox(leftOut, { required, chosen }));
  lines.push(totalLine(suites));
  return lines;
}

/**
 * The counts of the last final line in a run's output (what `totalLine` writes; an older
 * `N passed, N failed` too), or null when it has none.
 */
export function lastTotalLine(output) {
  const pattern = /^(\d+) passed, (\d+) failed(?:, (\d+) skipped)?(?:, \d+ flaky \((.*)\))?$/gm;
  const last = [...output.matchAll(pattern)].at(-1);
  if (!last) return null;
  return {
    passed: Number(last[1]),
    failed: Number(last[2]),
    skipped: Number(last[3] ?? 0),
    flaky: last[4] ? last[4].split("; ") : [],
  };
}
