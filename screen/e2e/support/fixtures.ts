// Test fixtures: a fresh cloud per test, a page whose video platform is the fake IFrame API
// (route interception: product code has no test switch), and the screen's page objects. An
// uncaught error in a page fails the test (e2e-support/test.ts).
import { CloudServer } from "../../../e2e-support/cloud-server";
import { test as base } from "../../../e2e-support/test";
import { routeVideoPlatform } from "../../../e2e-support/video-platform";
import { LandingPage } from "../pages/landing-page";
import { PlayerPage } from "../pages/player-page";
import { SessionHomePage } from "../pages/session-home-page";
import { Phone } from "./phone";

export { routeVideoPlatform };

interface Fixtures {
  /**
   * The cookie choice already made when a page opens, so the banner does not cover what a test
   * clicks; null for the tests of the banner itself.
   */
  consentChoice: "accepted" | "minimal" | null;
  cloud: CloudServer;
  landing: LandingPage;
  home: SessionHomePage;
  player: PlayerPage;
  /**
   * A phone joins a party (the TV's, shown on the session home, unless `code` names another);
   * every phone a test joined leaves when it ends.
   */
  joinPhone: (options?: { code?: string; name?: string }) => Promise<Phone>;
}

export const test = base.extend<Fixtures>({
  // Playwright reads a fixture's dependencies from its first parameter: this one has none.
  // eslint-disable-next-line no-empty-pattern
  cloud: async ({}, use) => {
    const cloud = await CloudServer.start();
    await use(cloud);
    await cloud.stop();
  },
  consentChoice: ["minimal", { option: true }],
  page: async ({ page, cloud, consentChoice }, use) => {
    await routeVideoPlatform(page);
    if (consentChoice) {
      await page.addInitScript((choice) => {
        window.localStorage.setItem("cookieConsent", choice);
      }, consentChoice);
    }
    await use(page);
    void cloud;
  },
  landing: async ({ page, cloud }, use) => use(new LandingPage(page, cloud.url)),
  home: async ({ page }, use) => use(new SessionHomePage(page)),
  player: async ({ page }, use) => use(new PlayerPage(page)),
  joinPhone: async ({ cloud, home }, use) => {
    const phones: Phone[] = [];
    await use(async ({ code, name } = {}) => {
      const phone = await Phone.join(cloud.url, code ?? home.code(), name);
      phones.push(phone);
      return phone;
    });
    for (const phone of phones) phone.leave();
  },
});

export { expect } from "../../../e2e-support/test";
