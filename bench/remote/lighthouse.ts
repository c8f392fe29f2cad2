// Budget 2: Lighthouse 12 with its default mobile preset (a mid-range phone, slow 4G) on
// `/remote/` and on a joined session (`/remote/session/{CODE}`, the singer's name already stored,
// as on a phone that joined before). Scores and the budget check reuse bench/screen's helpers.
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import lighthouse from "lighthouse";
import type { Flags, Result } from "lighthouse";
import puppeteer from "puppeteer-core";
import { CHROME_FLAGS, CHROME_PATH, THUMBNAIL_HOST } from "../screen/browser.js";
import {
  ACCESSIBILITY_BUDGET,
  PERFORMANCE_BUDGET,
  summarize,
  type LighthouseStep,
} from "../screen/lighthouse.js";

const CATEGORIES = ["performance", "accessibility", "best-practices"] as const;
const flags: Flags = {
  onlyCategories: [...CATEGORIES],
  blockedUrlPatterns: [`*${THUMBNAIL_HOST}*`],
};

/** One run as bench/screen summarises it (the same scores, metrics and losses). */
function summarizeRun(lhr: Result, page: string): LighthouseStep {
  return summarize(lhr, page, "mobile");
}

async function once(url: string, page: string, report: string, singer: boolean) {
  const browser = await puppeteer.launch({
    executablePath: CHROME_PATH,
    headless: false, // --headless=new is in CHROME_FLAGS
    args: CHROME_FLAGS,
    defaultViewport: null,
  });
  try {
    const tab = await browser.newPage();
    if (singer) {
      await tab.evaluateOnNewDocument('localStorage.setItem("encore.singerName", "Ana")');
    }
    const result = await lighthouse(url, flags, undefined, tab);
    if (!result) throw new Error("Lighthouse gave no result");
    writeFileSync(`${report}.html`, String(result.report));
    writeFileSync(`${report}.json`, JSON.stringify(result.lhr));
    return summarizeRun(result.lhr, page);
  } finally {
    await browser.close();
  }
}

function median(runs: LighthouseStep[]): LighthouseStep {
  const key = (step: LighthouseStep) => step.scores.performance ?? 0;
  const sorted = [...runs].sort((a, b) => key(a) - key(b));
  const shown = sorted[Math.floor((sorted.length - 1) / 2)] as LighthouseStep;
  return { ...shown, runs: runs.flatMap((step) => step.runs) };
}

export async function runRemoteLighthouse(
  cloudUrl: string,
  workDir: string,
  runs: number,
): Promise<LighthouseStep[]> {
  const reportDir = path.join(workDir, "lighthouse");
  mkdirSync(reportDir, { recursive: true });
  const created = await fetch(`${cloudUrl}/api/sessions`, { method: "POST" });
  const { code } = (await created.json()) as { code: string };
  const pages = [
    { page: "/remote/", url: `${cloudUrl}/remote/`, singer: false, name: "start" },
    {
      page: "/remote/session/{code}",
      url: `${cloudUrl}/remote/session/${code}`,
      singer: true,
      name: "session",
    },
  ];
  const steps: LighthouseStep[] = [];
  for (const target of pages) {
    const all: LighthouseStep[] = [];
    for (let run = 1; run <= runs; run += 1) {
      const report = path.join(reportDir, `${target.name}-mobile-${run}`);
      all.push(await once(target.url, target.page, report, target.singer));
    }
    steps.push(median(all));
  }
  return steps;
}

/** Mobile preset, both pages: performance ≥ 90, accessibility ≥ 95. */
export function remoteLighthouseMet(steps: readonly LighthouseStep[]): boolean {
  return steps.every(
    (step) =>
      !step.failed &&
      (step.scores.performance ?? 0) >= PERFORMANCE_BUDGET &&
      (step.scores.accessibility ?? 0) >= ACCESSIBILITY_BUDGET,
  );
}
