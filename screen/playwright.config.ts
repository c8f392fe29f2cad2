// Browser tests: Debian's Chromium driven by @playwright/test against the built cloud (which
// serves the built screen). `npm test` builds first; alone: `npm run build && npm run test:e2e`.
import { appE2eConfig } from "../e2e-support/playwright-base";

export default appE2eConfig({
  timeout: 60_000,
  use: { viewport: { width: 1280, height: 720 } },
  outputDir: "../.test-results/e2e",
});
