// Browser tests: Debian's Chromium driven by @playwright/test against the built cloud (which
// serves the built screen). `npm test` builds first; alone: `npm run build && npm run test:e2e`.
import { defineConfig } from "@playwright/test";

export default defineConfig({
  testDir: "./e2e",
  testMatch: "**/*.e2e.ts",
  // Two cores: one browser at a time keeps timings honest.
  workers: 1,
  fullyParallel: false,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // One more try for a test that failed: a loaded CI machine can miss a timing by a hair. A test
  // that passes only on its second try is reported as flaky in npm test's summary.
  retries: 1,
  reporter: [["list"]],
  use: {
    browserName: "chromium",
    launchOptions: {
      executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
      ],
    },
    viewport: { width: 1280, height: 720 },
    trace: "off",
    screenshot: "only-on-failure",
  },
  outputDir: "../.test-results/e2e",
});
