// Test fixtures: a fresh cloud per test, a page whose video platform is the fake IFrame API
// (route interception: product code has no test switch), and the screen's page objects.
import { test as base, type Page } from "@playwright/test";
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { LandingPage } from "../pages/landing-page";
import { PlayerPage } from "../pages/player-page";
import { SessionHomePage } from "../pages/session-home-page";
import { CloudServer } from "./cloud-server";

const fakeIframeApi = readFileSync(
  fileURLToPath(new URL("../fake-youtube/iframe-api.js", import.meta.url)),
  "utf8",
);

/**
 * Answers the video platform with the fake; thumbnails (unreachable here) fail at once. With
 * `blockAutoplay`, the fake behaves like a browser that blocks sound until someone interacts.
 */
export async function routeVideoPlatform(
  page: Page,
  options: { blockAutoplay?: boolean } = {},
): Promise<void> {
  const body = options.blockAutoplay
    ? `${fakeIframeApi}\nwindow.__fakeYouTube.blockAutoplay(true);`
    : fakeIframeApi;
  await page.unroute("https://www.youtube.com/iframe_api");
  await page.route("https://www.youtube.com/iframe_api", (route) =>
    route.fulfill({ contentType: "text/javascript", body }),
  );
  await page.route("https://i.ytimg.com/**", (route) => route.abort());
}

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
    page.on("pageerror", (error) => console.log(`[page error] ${error.message}`));
    await use(page);
    void cloud;
  },
  landing: async ({ page, cloud }, use) => use(new LandingPage(page, cloud.url)),
  home: async ({ page }, use) => use(new SessionHomePage(page)),
  player: async ({ page }, use) => use(new PlayerPage(page)),
});

export { expect } from "@playwright/test";
