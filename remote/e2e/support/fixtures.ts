// The remote's browser-test fixtures: the screen's harness reused by import (a fresh cloud per
// test from cloud/dist/main.js, the fake video platform by route interception, the landing page
// object), plus phones: Chromium contexts with a phone's viewport, touch and a mobile user agent.
import { test as base, type Browser, type BrowserContext, type Page } from "@playwright/test";
import { LandingPage } from "../../../screen/e2e/pages/landing-page";
import { PlayerPage } from "../../../screen/e2e/pages/player-page";
import { CloudServer } from "../../../screen/e2e/support/cloud-server";
import { routeVideoPlatform } from "../../../screen/e2e/support/fixtures";
import { RemotePhone } from "../pages/remote-phone";

export const PHONE_SIZES = {
  small: { width: 360, height: 780 },
  large: { width: 412, height: 915 },
} as const;

const MOBILE_UA =
  "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36";

export async function newPhoneContext(
  browser: Browser,
  size: { width: number; height: number } = PHONE_SIZES.small,
): Promise<BrowserContext> {
  return browser.newContext({
    viewport: size,
    screen: size,
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    userAgent: MOBILE_UA,
  });
}

/** The big screen: a TV-sized page whose video platform is the fake, showing the party. */
export class TheScreen {
  readonly landing: LandingPage;
  readonly player: PlayerPage;
  constructor(
    readonly page: Page,
    baseUrl: string,
  ) {
    this.landing = new LandingPage(page, baseUrl);
    this.player = new PlayerPage(page);
  }

  /** PRESS ENTER: a new session; its code without the dash. */
  async startParty(): Promise<string> {
    await this.landing.open();
    const shown = await this.landing.pressEnter();
    return shown.replace("-", "");
  }
}

interface Fixtures {
  cloud: CloudServer;
  tv: TheScreen;
  /** Opens a new phone (its own context, so its own storage and device id). */
  phone: (size?: { width: number; height: number }) => Promise<RemotePhone>;
}

export const test = base.extend<Fixtures>({
  // eslint-disable-next-line no-empty-pattern
  cloud: async ({}, use) => {
    const cloud = await CloudServer.start();
    await use(cloud);
    await cloud.stop();
  },
  tv: async ({ browser, cloud }, use) => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 720 } });
    const page = await context.newPage();
    await routeVideoPlatform(page);
    page.on("pageerror", (error) => console.log(`[screen page error] ${error.message}`));
    await use(new TheScreen(page, cloud.url));
    await context.close();
  },
  phone: async ({ browser, cloud }, use) => {
    const contexts: BrowserContext[] = [];
    await use(async (size) => {
      const context = await newPhoneContext(browser, size);
      contexts.push(context);
      const page = await context.newPage();
      page.on("pageerror", (error) => console.log(`[phone page error] ${error.message}`));
      return new RemotePhone(page, cloud.url);
    });
    for (const context of contexts) await context.close();
  },
});

export { expect } from "@playwright/test";
