// Budget 2: Lighthouse 12 in Debian's Chromium. `/` as a navigation (the default mobile preset and
// the desktop preset), and the session home as a user flow, since it is reached only from the
// landing in the same page load: navigate `/`, a timespan around Enter until the session home
// shows its code and Most Popular, then a snapshot. The budget is for the desktop preset.
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import lighthouse, { desktopConfig, startFlow } from "lighthouse";
import type { Config, Flags, Result } from "lighthouse";
import puppeteer, { type Browser } from "puppeteer-core";
import { CHROME_FLAGS, CHROME_PATH, THUMBNAIL_HOST } from "./browser.js";

export const PERFORMANCE_BUDGET = 90;
export const ACCESSIBILITY_BUDGET = 95;
export type Preset = "desktop" | "mobile";

export interface CategoryScores {
  performance: number | null;
  accessibility: number | null;
  "best-practices": number | null;
}

export interface LighthouseStep {
  page: string;
  mode: Result["gatherMode"];
  preset: Preset;
  /** The run shown (the median performance, else accessibility, of all runs). */
  scores: CategoryScores;
  /** Every run's performance and accessibility scores, in run order. */
  runs: { performance: number | null; accessibility: number | null }[];
  metrics: Record<string, string>;
  /** Audits that cost points (score below 1, weighted or with estimated savings). */
  losses: string[];
  note?: string;
  /** Lighthouse reported a runtime error: the run has no figures of its own. */
  failed: boolean;
}

const CATEGORIES = ["performance", "accessibility", "best-practices"] as const;
const METRICS = [
  "first-contentful-paint",
  "largest-contentful-paint",
  "total-blocking-time",
  "cumulative-layout-shift",
  "speed-index",
  "interaction-to-next-paint",
];

export const flags: Flags = {
  onlyCategories: [...CATEGORIES],
  // Thumbnails cannot load offline; blocked so Lighthouse does not wait for them.
  blockedUrlPatterns: [`*${THUMBNAIL_HOST}*`],
};
// Waited for by a cheap poll every 100 ms (puppeteer's text selectors inject a large query script,
// a long task that Lighthouse would count in the timespan), as strings: no bench code in the page.
export const visibleText = (text: string) =>
  `[...document.querySelectorAll("body *")].some((e) => e.childElementCount === 0 && ` +
  `e.textContent.trim() === ${JSON.stringify(text)} && e.checkVisibility())`;
export const PRESS_ENTER_SHOWN = visibleText("PRESS ENTER");
/** The session home shows its code (ABC-234) and the Most Popular carousel. */
export const SESSION_HOME_SHOWN =
  `[...document.querySelectorAll("body *")].some((e) => e.childElementCount === 0 && ` +
  `/^[A-Z0-9]{3}-[A-Z0-9]{3}$/.test(e.textContent.trim()) && e.checkVisibility()) && ` +
  visibleText("Most Popular");

const configFor = (preset: Preset): Config | undefined =>
  preset === "desktop" ? desktopConfig : undefined;

/** A few words from an audit's table: console messages, issue types, URLs. */
function detail(audit: Result["audits"][string]): string {
  const details = audit.details as { items?: Record<string, unknown>[] } | undefined;
  const words = (details?.items ?? []).slice(0, 3).map((item) => {
    const node = item.node as { snippet?: unknown } | undefined;
    return String(item.description ?? item.issueType ?? item.url ?? node?.snippet ?? "").slice(
      0,
      140,
    );
  });
  const shown = words.filter((word) => word !== "");
  return shown.length > 0 ? ` [${shown.join(" | ")}]` : "";
}

export function summarize(lhr: Result, page: string, preset: Preset): LighthouseStep {
  const scores = Object.fromEntries(
    CATEGORIES.map((id) => {
      const score = lhr.categories[id]?.score;
      return [id, score == null ? null : Math.round(score * 100)];
    }),
  ) as unknown as CategoryScores;
  const metrics: Record<string, string> = {};
  for (const id of METRICS) {
    const audit = lhr.audits[id];
    if (audit?.displayValue) metrics[id] = String(audit.displayValue);
  }
  const losses: string[] = [];
  for (const id of CATEGORIES) {
    for (const ref of lhr.categories[id]?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id];
      if (!audit || audit.score === null || audit.score >= 1) continue;
      if (ref.weight === 0 && audit.scoreDisplayMode !== "metricSavings") continue;
      const shown = audit.displayValue ? ` (${String(audit.displayValue)})` : "";
      const why = id === "performance" ? "" : detail(audit);
      losses.push(`${id}: ${ref.id} score ${audit.score} weight ${ref.weight}${shown}${why}`);
    }
  }
  let note: string | undefined;
  if (lhr.runtimeError) {
    // Lighthouse could not measure this run (e.g. NO_NAVSTART in a trace on a busy machine).
    note = `run failed: ${lhr.runtimeError.code}`;
    scores.performance = null;
    scores["best-practices"] = null;
  } else if (lhr.gatherMode === "snapshot") {
    // A snapshot has no metrics: its performance "score" is 0 by construction, not a figure.
    const refs = lhr.categories.performance?.auditRefs ?? [];
    const passed = refs.filter((ref) => (lhr.audits[ref.id]?.score ?? 1) >= 0.9).length;
    note = `performance in snapshot mode: no metrics, ${passed}/${refs.length} audits pass`;
    scores.performance = null;
  }
  const run = { performance: scores.performance, accessibility: scores.accessibility };
  const failed = lhr.runtimeError !== undefined;
  return { page, mode: lhr.gatherMode, preset, scores, runs: [run], metrics, losses, note, failed };
}

/** One step per page and preset: the run with the median score, and every run's scores. */
function median(runs: LighthouseStep[]): LighthouseStep {
  const key = (step: LighthouseStep) => step.scores.performance ?? step.scores.accessibility ?? 0;
  const measured = runs.filter((step) => !step.failed);
  const sorted = [...(measured.length > 0 ? measured : runs)].sort((a, b) => key(a) - key(b));
  const shown = sorted[Math.floor((sorted.length - 1) / 2)] as LighthouseStep;
  return { ...shown, runs: runs.flatMap((step) => step.runs) };
}

export function launch(): Promise<Browser> {
  return puppeteer.launch({
    executablePath: CHROME_PATH,
    headless: false, // --headless=new is in CHROME_FLAGS, like the other benches
    args: CHROME_FLAGS,
    defaultViewport: null,
  });
}

async function landing(url: string, preset: Preset, report: string): Promise<LighthouseStep> {
  const browser = await launch();
  try {
    const page = await browser.newPage();
    const result = await lighthouse(`${url}/`, flags, configFor(preset), page);
    if (!result) throw new Error("Lighthouse gave no result");
    writeFileSync(`${report}.html`, String(result.report));
    writeFileSync(`${report}.json`, JSON.stringify(result.lhr));
    return summarize(result.lhr, "/", preset);
  } finally {
    await browser.close();
  }
}

async function sessionHomeFlow(
  url: string,
  preset: Preset,
  report: string,
): Promise<LighthouseStep[]> {
  const browser = await launch();
  try {
    const page = await browser.newPage();
    const config = configFor(preset);
    const flow = await startFlow(page, {
      name: `Landing → session home (${preset})`,
      ...(config ? { config } : {}),
      flags,
    });
    await flow.navigate(`${url}/`, { name: "Landing /" });
    await page.waitForFunction(PRESS_ENTER_SHOWN, { polling: 100 });
    await flow.startTimespan({ name: "Enter → session home" });
    await page.keyboard.press("Enter");
    await page.waitForFunction(SESSION_HOME_SHOWN, { polling: 100 });
    await flow.endTimespan();
    await flow.snapshot({ name: "Session home" });
    writeFileSync(`${report}.html`, await flow.generateReport());
    const flowResult = await flow.createFlowResult();
    writeFileSync(`${report}.json`, JSON.stringify(flowResult));
    const names = ["/ (flow)", "/session/{code} (timespan)", "/session/{code} (snapshot)"];
    return flowResult.steps.map((step, index) =>
      summarize(step.lhr, names[index] ?? step.name, preset),
    );
  } finally {
    await browser.close();
  }
}

export async function runLighthouse(
  url: string,
  workDir: string,
  runs: number,
): Promise<LighthouseStep[]> {
  const reportDir = path.join(workDir, "lighthouse");
  mkdirSync(reportDir, { recursive: true });
  const steps: LighthouseStep[] = [];
  for (const preset of ["desktop", "mobile"] as const) {
    const all: LighthouseStep[][] = [];
    for (let run = 1; run <= runs; run += 1) {
      const landingStep = await landing(
        url,
        preset,
        path.join(reportDir, `landing-${preset}-${run}`),
      );
      const flowSteps = await sessionHomeFlow(
        url,
        preset,
        path.join(reportDir, `session-home-flow-${preset}-${run}`),
      );
      all.push([landingStep, ...flowSteps]);
    }
    const first = all[0] ?? [];
    steps.push(...first.map((_, index) => median(all.map((run) => run[index] as LighthouseStep))));
  }
  return steps;
}

/** Desktop preset: performance where there is a score (navigation, timespan), accessibility where
 * audited (navigation, snapshot). */
export function lighthouseMet(steps: readonly LighthouseStep[]): boolean {
  return steps
    .filter((step) => step.preset === "desktop")
    .every(
      (step) =>
        !step.failed &&
        (step.scores.performance === null || step.scores.performance >= PERFORMANCE_BUDGET) &&
        (step.scores.accessibility === null || step.scores.accessibility >= ACCESSIBILITY_BUDGET),
    );
}

const score = (value: number | null): string => (value === null ? "—" : String(value));

export function printLighthouse(steps: readonly LighthouseStep[]): void {
  console.log(
    `\nLighthouse 12 (budget, desktop preset: performance ≥ ${PERFORMANCE_BUDGET}, accessibility ≥ ${ACCESSIBILITY_BUDGET})`,
  );
  for (const step of steps) {
    const { performance, accessibility } = step.scores;
    console.log(
      `  ${step.preset.padEnd(7)} ${step.page.padEnd(28)} ${step.mode.padEnd(10)} perf ${score(performance).padStart(3)}  a11y ${score(accessibility).padStart(3)}  bp ${score(step.scores["best-practices"]).padStart(3)}`,
    );
    if (step.runs.length > 1) {
      const all = step.runs.map((run) => `${score(run.performance)}/${score(run.accessibility)}`);
      console.log(`      every run (perf/a11y): ${all.join(", ")}`);
    }
    if (step.note) console.log(`      ${step.note}`);
    const metrics = Object.entries(step.metrics).map(([id, value]) => `${id} ${value}`);
    if (metrics.length > 0) console.log(`      ${metrics.join(" · ")}`);
    for (const loss of step.losses) console.log(`      − ${loss}`);
  }
}
