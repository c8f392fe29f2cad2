// The remote's browser-test fixtures: the shared harness in e2e-support (a fresh cloud per test
// from cloud/dist/main.js, the fake video platform by route interception, an uncaught page error
// failing the test) and the screen's landing page object, plus phones: Chromium contexts with a phone's viewport, touch and a mobile user agent.
// The screen also keeps the host PIN its socket is given, as the TV's party settings show it.
import type { Browser, BrowserContext, Page } from "@playwright/test";
import { CloudServer } from "../../../e2e-support/cloud-server";
import { test as base, expect } from "../../../e2e-support/test";
import { routeVideoPlatform } from "../../../e2e-support/video-platform";
import { LandingPage } from "../../../screen/e2e/pages/landing-page";
import { PlayerPage } from "../../../screen/e2e/pages/player-page";
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
  /** The device's language (navigator.languages); Playwright's default is en-US. */
  locale?: string,
): Promise<BrowserContext> {
  return browser.newContext({
    ...(locale ? { locale } : {}),
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
  /** The host PIN the cloud last gave the screen (its SESSION_JOINED), as its socket received it. */
  private pin: string | null = null;

  constructor(
    readonly page: Page,
    baseUrl: string,
  ) {
    this.landing = new LandingPage(page, baseUrl);
    this.player = new PlayerPage(page);
    page.on("websocket", (socket) => {
      socket.on("framereceived", ({ payload }) => {
        const pin = hostPinIn(payload);
        if (pin !== null) this.pin = pin;
      });
    });
  }

  /** The party's host PIN, the one the screen shows in its party settings. */
  async hostPin(): Promise<string> {
    await expect
      .poll(() => this.pin, { message: "the screen was given no host PIN" })
      .not.toBeNull();
    return this.pin ?? "";
  }

  /** PRESS ENTER: a new session; its code without the dash. */
  async startParty(): Promise<string> {
    await this.landing.open();
    const shown = await this.landing.pressEnter();
    return shown.replace("-", "");
  }
}

/** The host_pin of a socket.io SESSION_JOINED frame (`42["SESSION_JOINED",{…}]`), else null. */
function hostPinIn(payload: string | Buffer): string | null {
  if (typeof payload !== "string" || !payload.startsWith("42")) return null;
  try {
    const packet: unknown = JSON.parse(payload.slice(payload.indexOf("[")));
    if (!Array.isArray(packet) || packet[0] !== "SESSION_JOINED") return null;
    const data = packet[1] as { host_pin?: unknown } | undefined;
    return typeof data?.host_pin === "string" ? data.host_pin : null;
  } catch {
    return null;
  }
}

interface Fixtures {
  cloud: CloudServer;
  tv: TheScreen;
  /** Opens a new phone (its own context, so its own storage and device id). */
  phone: (size?: { width: number; height: number }) => Promise<RemotePhone>;
  /** A new phone joined to the party by the TV's link, under `name`. */
  guest: (code: string, name: string) => Promise<RemotePhone>;
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
    await use(new TheScreen(page, cloud.url));
    await context.close();
  },
  phone: async ({ browser, cloud }, use) => {
    const contexts: BrowserContext[] = [];
    await use(async (size) => {
      const context = await newPhoneContext(browser, size);
      contexts.push(context);
      const page = await context.newPage();
      return new RemotePhone(page, cloud.url);
    });
    for (const context of contexts) await context.close();
  },
  guest: async ({ phone }, use) => {
    await use(async (code, name) => {
      const joined = await phone();
      await joined.openJoinLink(code);
      await joined.giveName(name);
      await joined.waitUntilJoined();
      return joined;
    });
  },
});

export { expect };
