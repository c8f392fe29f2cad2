// The remote's budgets (docs/performance.md, Remote): first-load JavaScript, Lighthouse 12 mobile
// on /remote/ and a joined session, tap → the screen's video. `npm run bench:remote` builds first;
// this starts the built cloud, runs the chosen measures, prints them, writes
// bench/.work/remote/results.json, and exits 1 if a budget is missed.
//
//   npm run bench:remote
//   npm run bench:remote -- --only bundle,tap --tap-runs 60 --lighthouse-runs 3
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { ROOT } from "../lib/processes.js";
import { ms, summarize, type Summary } from "../lib/stats.js";
import { launchChromium } from "../screen/browser.js";
import type { BundleResult } from "../lib/first-load-js.js";
import { startBenchCloud } from "../screen/cloud.js";
import { printLighthouse, type LighthouseStep } from "../screen/lighthouse.js";
import { measureRemoteFirstLoad, printRemoteBundle } from "./bundle.js";
import { remoteLighthouseMet, runRemoteLighthouse } from "./lighthouse.js";
import { measureTapToVideo, TAP_TO_VIDEO_BUDGET_MS } from "./tap-to-video.js";

const MEASURES = ["bundle", "lighthouse", "tap"] as const;
type Measure = (typeof MEASURES)[number];

const { values } = parseArgs({
  options: {
    only: { type: "string", default: MEASURES.join(",") },
    "tap-runs": { type: "string", default: "40" },
    "lighthouse-runs": { type: "string", default: "3" },
  },
});
const chosen = new Set(values.only.split(",").map((name) => name.trim()));
for (const name of chosen) {
  if (!MEASURES.includes(name as Measure)) throw new Error(`--only: unknown measure "${name}"`);
}
const wants = (measure: Measure) => chosen.has(measure);
const WORK = path.join(ROOT, "bench/.work/remote");

interface Results {
  date: string;
  bundle?: BundleResult;
  lighthouse?: { steps: LighthouseStep[]; met: boolean };
  tapToVideo?: { samples: number[]; summary: Summary; met: boolean };
}

async function main(): Promise<boolean> {
  mkdirSync(WORK, { recursive: true });
  const results: Results = { date: new Date().toISOString() };
  if (wants("bundle")) {
    results.bundle = measureRemoteFirstLoad();
    printRemoteBundle(results.bundle);
  }
  if (wants("lighthouse") || wants("tap")) {
    const cloud = await startBenchCloud();
    console.log(`\nThe cloud: ${cloud.url}`);
    try {
      if (wants("lighthouse")) {
        const steps = await runRemoteLighthouse(cloud.url, WORK, Number(values["lighthouse-runs"]));
        results.lighthouse = { steps, met: remoteLighthouseMet(steps) };
        console.log(
          "\n(mobile preset; budget on both pages: performance ≥ 90, accessibility ≥ 95)",
        );
        printLighthouse(steps);
        console.log(`  — ${results.lighthouse.met ? "met" : "NOT MET"}`);
      }
      if (wants("tap")) {
        const browser = await launchChromium();
        try {
          const samples = await measureTapToVideo(browser, cloud.url, Number(values["tap-runs"]));
          const summary = summarize(samples);
          const met = summary.p95 <= TAP_TO_VIDEO_BUDGET_MS;
          results.tapToVideo = { samples, summary, met };
          console.log(
            `\nTap → the screen's video (budget p95 ≤ ${TAP_TO_VIDEO_BUDGET_MS} ms): ${summary.count} taps, median ${ms(summary.p50)} ms, p95 ${ms(summary.p95)} ms, max ${ms(summary.max)} ms — ${met ? "met" : "NOT MET"}`,
          );
          console.log(`  samples: ${samples.map((value) => ms(value)).join(", ")}`);
        } finally {
          await browser.close();
        }
      }
    } finally {
      await cloud.stop();
    }
  }
  writeFileSync(path.join(WORK, "results.json"), JSON.stringify(results, null, 2));
  return [results.bundle?.met, results.lighthouse?.met, results.tapToVideo?.met].every(
    (met) => met !== false,
  );
}

main().then(
  (ok) => process.exit(ok ? 0 : 1),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
