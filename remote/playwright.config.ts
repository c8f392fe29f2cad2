// The remote's browser tests: phones (Chromium with a mobile viewport and touch) and the screen in
// one party, against the built cloud serving both built apps. `npm run build` first; then
// `npx playwright test -c remote/playwright.config.ts`.
import { appE2eConfig } from "../e2e-support/playwright-base";

export default appE2eConfig({ timeout: 90_000, outputDir: "../.test-results/e2e-remote" });
