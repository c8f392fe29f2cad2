// A budget of the screen (docs/performance.md, Screen): a songbook page of 70 songs renders in
// ≤ 100 ms after its data arrives, measured in the browser by the page's own User Timing measure
// `encore:songbook-render` (from the answer's arrival to the frame that shows it): the first page,
// then every next page with the Right arrow, as a TV remote turns them.
import type { Browser } from "playwright";
import { newScreenContext, SHOWN_CODE } from "./browser.js";

export const SONGBOOK_RENDER_BUDGET_MS = 100;
const MEASURE = "encore:songbook-render";

export async function measureSongbookRender(
  browser: Browser,
  url: string,
  runs: number,
): Promise<number[]> {
  const samples: number[] = [];
  for (let run = 0; run < runs; run += 1) {
    const context = await newScreenContext(browser);
    await context.addInitScript("localStorage.setItem('cookieConsent', 'minimal')");
    const page = await context.newPage();
    await page.goto(`${url}/`);
    await page.getByText("PRESS ENTER").waitFor();
    await page.keyboard.press("Enter");
    await page.getByText(SHOWN_CODE).first().waitFor();
    await page.getByRole("button", { name: /2000s Hits/ }).click();
    await page.locator("[data-song-index]").nth(69).waitFor();
    const measures = () =>
      page.evaluate((name) => performance.getEntriesByName(name).length, MEASURE);
    await page.waitForFunction((name) => performance.getEntriesByName(name).length >= 1, MEASURE);
    // Pages of 70 (151 songs: 70, 70, 11): 2, back to 1, 2 again, turned with the arrows.
    for (const key of ["ArrowRight", "ArrowLeft", "ArrowRight"]) {
      const before = await measures();
      await page.locator("[data-song-index]").first().focus();
      await page.keyboard.press(key);
      await page.waitForFunction(
        ([name, count]) => performance.getEntriesByName(name as string).length > (count as number),
        [MEASURE, before] as const,
      );
    }
    const durations = await page.evaluate(
      (name) => performance.getEntriesByName(name).map((entry) => entry.duration),
      MEASURE,
    );
    samples.push(...durations);
    await context.close();
  }
  return samples;
}
