// The screen's budgets (docs/performance.md, Screen): first-screen JavaScript, Lighthouse,
// landing → code, song end → next load. `npm run bench:screen` builds first (`npm run build`:
// screen/dist and cloud/dist); this starts the built cloud, runs the chosen measures, prints them,
// writes bench/.work/screen/results.json, and exits 1 if a budget is missed.
//
//   npm run bench:screen                                  # all four
//   npm run bench:screen -- --only bundle,lighthouse      # bundle, lighthouse, code, handover
//   npm run bench:screen -- --code-runs 20 --handover-runs 5 --lighthouse-runs 3
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { ROOT } from "../lib/processes.js";
import { ms, summarize, type Summary } from "../lib/stats.js";
import type { Browser } from "playwright";
import { launchChromium } from "./browser.js";
import { measureFirstScreen, printBundle, type BundleResult } from "./bundle.js";
import { startBenchCloud, type BenchCloud } from "./cloud.js";
import { LANDING_TO_CODE_BUDGET_MS, measureLandingToCode } from "./landing-to-code.js";
import {
  lighthouseMet,
  printLighthouse,
  runLighthouse,
  type LighthouseStep,
} from "./lighthouse.js";
import { runScreensAccessibility, screensAccessibilityMet } from "./screens-a11y.js";
import { HANDOVER_BUDGET_MS, measureHandover } from "./song-handover.js";
import { measureSongbookRender, SONGBOOK_RENDER_BUDGET_MS } from "./songbook-render.js";

const MEASURES = ["bundle", "lighthouse", "code", "handover", "render", "screens"] as const;
type Measure = (typeof MEASURES)[number];

const { values } = parseArgs({
  options: {
    only: { type: "string", default: MEASURES.join(",") },
    "code-runs": { type: "string", default: "20" },
    "handover-runs": { type: "string", default: "5" },
    "lighthouse-runs": { type: "string", default: "3" },
    "render-runs": { type: "string", default: "5" },
  },
});
const chosen = new Set(values.only.split(",").map((name) => name.trim()));
for (const name of chosen) {
  if (!MEASURES.includes(name as Measure)) throw new Error(`--only: unknown measure "${name}"`);
}
const wants = (measure: Measure) => chosen.has(measure);
const WORK = path.join(ROOT, "bench/.work/screen");

interface Timing {
  samples: number[];
  summary: Summary;
  met: boolean;
}
interface Results {
  date: string;
  bundle?: BundleResult;
  lighthouse?: { steps: LighthouseStep[]; met: boolean };
  landingToCode?: Timing;
  handover?: Timing;
  songbookRender?: Timing;
  screens?: { steps: LighthouseStep[]; met: boolean };
}

function timing(label: string, samples: number[], budget: number, by: "p95" | "max"): Timing {
  const summary = summarize(samples);
  const met = summary[by] <= budget;
  console.log(
    `\n${label} (budget ≤ ${budget} ms, on the ${by}): ${summary.count} samples, median ${ms(summary.p50)} ms, p95 ${ms(summary.p95)} ms, max ${ms(summary.max)} ms — ${met ? "met" : "NOT MET"}`,
  );
  console.log(`  samples: ${samples.map((value) => ms(value)).join(", ")}`);
  return { samples, summary, met };
}

async function main(): Promise<boolean> {
  mkdirSync(WORK, { recursive: true });
  const results: Results = { date: new Date().toISOString() };
  if (wants("bundle")) {
    results.bundle = measureFirstScreen();
    printBundle(results.bundle);
  }
  // A cloud of its own for each measure: a new party per run, and the cloud allows one address
  // 30 new parties an hour (docs/decisions.md, Hardening).
  const withCloud = async (job: (cloud: BenchCloud) => Promise<void>) => {
    const cloud = await startBenchCloud();
    console.log(`\nThe cloud: ${cloud.url}`);
    try {
      await job(cloud);
    } finally {
      await cloud.stop();
    }
  };
  const withBrowser = async (job: (browser: Browser) => Promise<void>) => {
    const browser = await launchChromium();
    try {
      await job(browser);
    } finally {
      await browser.close();
    }
  };
  if (wants("lighthouse")) {
    await withCloud(async (cloud) => {
      const steps = await runLighthouse(cloud.url, WORK, Number(values["lighthouse-runs"]));
      results.lighthouse = { steps, met: lighthouseMet(steps) };
      printLighthouse(steps);
      console.log(`  reports: ${path.relative(ROOT, path.join(WORK, "lighthouse"))}/`);
    });
  }
  if (wants("screens")) {
    await withCloud(async (cloud) => {
      const steps = await runScreensAccessibility(cloud, WORK);
      results.screens = { steps, met: screensAccessibilityMet(steps) };
      printLighthouse(steps);
    });
  }
  if (wants("code")) {
    await withCloud((cloud) =>
      withBrowser(async (browser) => {
        const samples = await measureLandingToCode(browser, cloud.url, Number(values["code-runs"]));
        results.landingToCode = timing("Landing → code", samples, LANDING_TO_CODE_BUDGET_MS, "p95");
      }),
    );
  }
  if (wants("handover")) {
    await withCloud((cloud) =>
      withBrowser(async (browser) => {
        const samples = await measureHandover(browser, cloud.url, Number(values["handover-runs"]));
        results.handover = timing("Song end → next load", samples, HANDOVER_BUDGET_MS, "max");
      }),
    );
  }
  if (wants("render")) {
    await withCloud((cloud) =>
      withBrowser(async (browser) => {
        const samples = await measureSongbookRender(
          browser,
          cloud.url,
          Number(values["render-runs"]),
        );
        results.songbookRender = timing(
          "Songbook page of 70: data → paint",
          samples,
          SONGBOOK_RENDER_BUDGET_MS,
          "p95",
        );
      }),
    );
  }
  writeFileSync(path.join(WORK, "results.json"), `${JSON.stringify(results, null, 2)}\n`);
  const met = [
    results.bundle,
    results.lighthouse,
    results.landingToCode,
    results.handover,
    results.songbookRender,
    results.screens,
  ].every((result) => result === undefined || result.met);
  console.log(`\n${met ? "Every budget measured is met." : "A budget is NOT met."}`);
  return met;
}

process.exitCode = (await main()) ? 0 : 1;
