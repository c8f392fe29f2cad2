// Budget 1: the JavaScript a phone loads before the remote can show a party, gzipped
// (bench/lib/first-load-js.ts): never what import() loads later (the queue's drag and drop, the
// account pages, workbox-window).
import path from "node:path";
import { measureFirstLoad, printFirstLoad, type BundleResult } from "../lib/first-load-js.js";
import { ROOT } from "../lib/processes.js";

export const REMOTE_BUNDLE_BUDGET_KB = 130;

export function measureRemoteFirstLoad(): BundleResult {
  return measureFirstLoad({
    dist: path.join(ROOT, "remote/dist"),
    base: "/remote/",
    budgetKb: REMOTE_BUNDLE_BUDGET_KB,
  });
}

export function printRemoteBundle(result: BundleResult): void {
  printFirstLoad("First-load JavaScript (remote/dist)", REMOTE_BUNDLE_BUDGET_KB, result);
}
