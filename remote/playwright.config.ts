// The remote's browser tests: phones (Chromium with a mobile viewport and touch) and the screen in
// one party, against the built cloud serving both built apps. `npm run build` first; then
// `npx playwright test -c remote/playwright.config.ts`.
import { defineConfig } from "@playwright/test";

export default defineConfig({
  testDir: "./e2e",
  testMatch: "**/*.e2e.ts",
  // Two cores: one browser at a time keeps timings honest.
  workers: 1,
  fullyParallel: false,
  timeout: 90_000,
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
    trace: "off",
    screenshot: "only-on-failure",
  },
  outputDir: "../.test-results/e2e-remote",
});
