// Every screen of the TV in every language and the pseudo-language, at 1280×720, 1920×1080 and
// 412×915: no text cut off or spilling out of its box, no message key shown raw
// (docs/languages.md#the-text-fit-check). One browser page per language walks the app as a guest
// does (landing, About, Enter, a songbook, a search, the account pages, a queue, the player and
// its queue panel, the legal pages) and looks at each state in the three sizes.
import type { Page } from "@playwright/test";
import { catalogueText } from "../../e2e-support/catalogue-text";
import { CloudServer } from "../../e2e-support/cloud-server";
import { fitLanguages, fitSummary, loginCookie, TextFitReport } from "../../e2e-support/text-fit";
import { expect, test } from "../../e2e-support/test";
import { routeVideoPlatform } from "../../e2e-support/video-platform";
import { createVerifiedAccount, uniqueEmail } from "./support/accounts";
import { Phone } from "./support/phone";

// A fault is the same on a second try: no retry, so a failure costs one walk.
test.describe.configure({ retries: 0 });

let cloud: CloudServer;
let cookie: Awaited<ReturnType<typeof loginCookie>>;
let songIds: number[] = [];
const reports: TextFitReport[] = [];
let startedAt = 0;

test.beforeAll(async () => {
  startedAt = Date.now();
  cloud = await CloudServer.start();
  const account = { name: "Maximiliane", email: uniqueEmail("fit"), password: "Fit-password-1" };
  await createVerifiedAccount(cloud, account);
  cookie = await loginCookie(cloud.url, account);
  const response = await fetch(`${cloud.url}/api/songs?limit=8`);
  songIds = ((await response.json()) as { songs: { db_id: number }[] }).songs.map((s) => s.db_id);
});

test.afterAll(async () => {
  console.log(fitSummary("screen", reports, startedAt));
  await cloud.stop();
});

/** Back to the session home in the app (the browser's Back), its carousels in. */
async function backHome(page: Page): Promise<void> {
  await page.goBack();
  await page.waitForURL(/\/session\/[A-Z0-9]{6}$/);
  await page.locator(".collection-tile").first().waitFor();
}

for (const language of fitLanguages()) {
  test(`the TV's texts fit in ${language}`, async ({ browser }) => {
    test.setTimeout(120_000);
    const say = (key: string) => catalogueText(language, key);
    // Reduced motion: the landing's drifting glows are slow to paint without a GPU, and motion
    // changes no box's size.
    const context = await browser.newContext({
      viewport: { width: 1280, height: 720 },
      reducedMotion: "reduce",
    });
    await context.addCookies([cookie]);
    await context.addInitScript(() => {
      if (location.protocol.startsWith("http")) localStorage.setItem("cookieConsent", "minimal");
    });
    const page = await context.newPage();
    // A state that never comes fails in seconds, not at the test's timeout.
    page.setDefaultTimeout(15_000);
    await routeVideoPlatform(page);
    const report = new TextFitReport(language);
    reports.push(report);
    const phones: Phone[] = [];
    try {
      await page.goto(`${cloud.url}/?lang=${language}`);
      await expect(page.locator("html")).toHaveAttribute("lang", language);
      await page.locator(".landing-about").waitFor();
      await report.look(page, "landing");

      await page.locator(".landing-about").click();
      await page.getByRole("dialog").waitFor();
      await report.look(page, "about dialog");
      await page.keyboard.press("Escape");
      await expect(page.getByRole("dialog")).toBeHidden();

      await page.locator(".landing-stage").click();
      await page.waitForURL(/\/session\/[A-Z0-9]{6}$/);
      const code = /\/session\/([A-Z0-9]{6})/.exec(page.url())?.[1] ?? "";
      await page.locator(".collection-tile").first().waitFor();
      await report.look(page, "session home");

      await page.locator(".party-settings-button").click();
      await page.getByRole("dialog").waitFor();
      await report.look(page, "party settings");
      await page.keyboard.press("Escape");
      await expect(page.getByRole("dialog")).toBeHidden();

      await page.locator(".collection-tile").first().click();
      await page.locator("[data-song-index]").first().waitFor();
      await report.look(page, "songbook");
      await backHome(page);

      await page.locator(".top-bar-search input").fill("love");
      await page.locator(".top-bar-search input").press("Enter");
      await page.locator(".search-card").first().waitFor();
      await report.look(page, "search results");
      await backHome(page);

      for (const [index, screen] of ["account settings", "feedback"].entries()) {
        await page.locator(".account-button").click();
        await page.getByRole("menuitem").nth(index).click();
        await page.getByRole("heading", { level: 1 }).waitFor();
        await report.look(page, screen);
        await backHome(page);
      }

      // Two singers with long names queue four songs each: the player and its queue bar.
      for (const [index, name] of ["Bartholomäus", "Kristiyana"].entries()) {
        const phone = await Phone.join(cloud.url, code, name);
        phones.push(phone);
        for (const id of songIds.slice(index * 4, index * 4 + 4)) await phone.queue(id);
      }
      await page.waitForURL(/\/player$/);
      await expect(page.locator(".queue-bar .queue-entry")).not.toHaveCount(0);
      await report.look(page, "player with a queue");

      await page.getByRole("button", { name: say("screen.player.addSongs"), exact: true }).click();
      await page.getByRole("dialog").waitFor();
      await report.look(page, "queue panel");
      await page.keyboard.press("Escape");

      // The legal pages: the first opened from its address, the others by its links, in the app.
      await page.goto(`${cloud.url}/privacy?lang=${language}`);
      for (const path of ["/privacy", "/terms", "/copyright"]) {
        if (path !== "/privacy") await page.locator(`a.legal-page-link[href="${path}"]`).click();
        await page.waitForURL(new RegExp(`${path}(\\?|$)`));
        await page.getByRole("article").waitFor();
        await report.look(page, `legal page ${path}`);
      }
    } finally {
      for (const phone of phones) phone.leave();
      await context.close();
    }
    expect(report.faults, report.faults.join("\n")).toEqual([]);
  });
}
