// Debian's Chromium, launched the same way for every screen bench, and the offline video platform.
import { readFileSync } from "node:fs";
import { chromium, type Browser, type BrowserContext } from "playwright";
import { ROOT } from "../lib/processes.js";

export const CHROME_PATH = process.env.CHROME_PATH ?? "/usr/bin/chromium";

export const CHROME_FLAGS = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
];

/** Thumbnails come from the video platform's image host, unreachable offline: blocked at once. */
export const THUMBNAIL_HOST = "i.ytimg.com";

const FAKE_IFRAME_API = readFileSync(`${ROOT}/e2e-support/fake-youtube/iframe-api.js`, "utf8");

export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROME_PATH, args: CHROME_FLAGS });
}

/** A fresh context at the TV size, the IFrame API answered by the fake, thumbnails refused. */
export async function newScreenContext(browser: Browser): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 720 } });
  // tsx compiles the benches with esbuild's keepNames: functions sent to page.evaluate call
  // __name(fn, "name"), which the page must have.
  await context.addInitScript("globalThis.__name = (fn) => fn;");
  await context.route("https://www.youtube.com/iframe_api", (route) =>
    route.fulfill({ contentType: "text/javascript", body: FAKE_IFRAME_API }),
  );
  await context.route(`https://${THUMBNAIL_HOST}/**`, (route) => route.abort());
  return context;
}

/** A bare ABC-234 code as the screen shows it. */
export const SHOWN_CODE = /^[A-Z0-9]{3}-[A-Z0-9]{3}$/;
