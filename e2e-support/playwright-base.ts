// What both apps' Playwright configs share: one browser at a time (two cores keep timings
// honest), Debian's Chromium, one retry, and no stray `.only`.
import { defineConfig, type PlaywrightTestConfig } from "@playwright/test";

export interface AppE2eOptions {
  /** Per test, in milliseconds. */
  timeout: number;
  /** Where failures' screenshots go, relative to the app's folder. */
  outputDir: string;
  /** The app's own browser options (a viewport, for one). */
  use?: PlaywrightTestConfig["use"];
}

export function appE2eConfig(options: AppE2eOptions): PlaywrightTestConfig {
  return defineConfig({
    testDir: "./e2e",
    testMatch: "**/*.e2e.ts",
    workers: 1,
    fullyParallel: false,
    // A `.only` left in a test fails the run instead of quietly skipping the rest.
    forbidOnly: true,
    timeout: options.timeout,
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
      ...options.use,
    },
    outputDir: options.outputDir,
  });
}
