// Budget 3: landing → code on screen. In a new context each run: open `/`, wait for PRESS ENTER,
// press Enter, and time in the page from the Enter keydown to the first animation frame in which a
// code ABC-234 is visible (the session home's top bar or join card).
import type { Browser, Page } from "playwright";
import { newScreenContext } from "./browser.js";

export const LANDING_TO_CODE_BUDGET_MS = 1000;

interface PageElement {
  childElementCount: number;
  textContent: string | null;
  checkVisibility(options: { opacityProperty: boolean; visibilityProperty: boolean }): boolean;
}
// The page's globals, declared for this file only: the benches' type check has no DOM library.
declare const document: { querySelectorAll(selector: string): Iterable<PageElement> };
declare const window: {
  __codeShownAfter?: Promise<number>;
  addEventListener(
    type: "keydown",
    listener: (event: { key: string }) => void,
    options: { capture: boolean },
  ): void;
};
declare function requestAnimationFrame(callback: () => void): number;

/** Installed before Enter: resolves with the ms from Enter's keydown to a visible code. */
function watchForCode(): void {
  const shownCode = /^[A-Z0-9]{3}-[A-Z0-9]{3}$/;
  const visibleCode = (): boolean => {
    for (const element of document.querySelectorAll("body *")) {
      if (element.childElementCount > 0) continue;
      if (!shownCode.test(element.textContent?.trim() ?? "")) continue;
      if (element.checkVisibility({ opacityProperty: true, visibilityProperty: true })) return true;
    }
    return false;
  };
  window.__codeShownAfter = new Promise<number>((resolve) => {
    let pressedAt = 0;
    window.addEventListener(
      "keydown",
      (event) => {
        if (event.key === "Enter" && pressedAt === 0) pressedAt = performance.now();
      },
      { capture: true },
    );
    const frame = () => {
      if (pressedAt > 0 && visibleCode()) resolve(performance.now() - pressedAt);
      else requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  });
}

async function once(page: Page, url: string): Promise<number> {
  await page.goto(`${url}/`);
  await page.getByText("PRESS ENTER").waitFor();
  await page.evaluate(watchForCode);
  await page.keyboard.press("Enter");
  const elapsed = await page.evaluate(() => window.__codeShownAfter);
  if (elapsed === undefined) throw new Error("the code watcher was not installed");
  return elapsed;
}

export async function measureLandingToCode(
  browser: Browser,
  url: string,
  runs: number,
): Promise<number[]> {
  const samples: number[] = [];
  for (let run = 0; run < runs; run += 1) {
    const context = await newScreenContext(browser);
    try {
      samples.push(await once(await context.newPage(), url));
    } finally {
      await context.close();
    }
  }
  return samples;
}
