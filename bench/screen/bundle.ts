// Budget 1: the JavaScript the landing page loads at start, gzipped (bench/lib/first-load-js.ts):
// never the chunks loaded by import() (the player is lazy).
import path from "node:path";
import { measureFirstLoad, printFirstLoad, type BundleResult } from "../lib/first-load-js.js";
import { ROOT } from "../lib/processes.js";

export type { BundleResult };
export const BUNDLE_BUDGET_KB = 180;

export function measureFirstScreen(): BundleResult {
  return measureFirstLoad({
    dist: path.join(ROOT, "screen/dist"),
    base: "/",
    budgetKb: BUNDLE_BUDGET_KB,
  });
}

export function printBundle(result: BundleResult): void {
  printFirstLoad("First-screen JavaScript (screen/dist)", BUNDLE_BUDGET_KB, result);
}
