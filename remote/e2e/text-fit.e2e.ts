// Every screen of the phone in every language and the pseudo-language, at 1280×720, 1920×1080 and
// 412×915: no text cut off or spilling out of its box, no message key shown raw
// (docs/languages.md#the-text-fit-check). One browser page per language walks the app as a guest
// does (the start page, the name step, browsing and searching, the queue with songs, the Me tab,
// the host PIN dialog, the account pages) and looks at each state in the three sizes.
import { CloudServer } from "../../e2e-support/cloud-server";
import { fitLanguages, fitSummary, loginCookie, TextFitReport } from "../../e2e-support/text-fit";
import { expect, test } from "../../e2e-support/test";
import { createVerifiedAccount, uniqueEmail } from "../../screen/e2e/support/accounts";
import { Phone } from "../../screen/e2e/support/phone";

// A fault is the same on a second try: no retry, so a failure costs one walk.
test.describe.configure({ retries: 0 });

let cloud: CloudServer;
let cookie: Awaited<ReturnType<typeof loginCookie>>;
let code = "";
let singer: Phone;
const reports: TextFitReport[] = [];
let startedAt = 0;

test.beforeAll(async () => {
  startedAt = Date.now();
  cloud = await CloudServer.start();
  const account = { name: "Maximiliane", email: uniqueEmail("fit"), password: "Fit-password-1" };
  await createVerifiedAccount(cloud, account);
  cookie = await loginCookie(cloud.url, account);
  const created = await fetch(`${cloud.url}/api/sessions`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: cloud.url },
    body: "{}",
  });
  code = ((await created.json()) as { code: string }).code;
  // A singer with a long name keeps five songs in the party's queue.
  singer = await Phone.join(cloud.url, code, "Bartholomäus Kristiyana");
  const response = await fetch(`${cloud.url}/api/songs?limit=5`);
  for (const song of ((await response.json()) as { songs: { db_id: number }[] }).songs)
    await singer.queue(song.db_id);
});

test.afterAll(async () => {
  console.log(fitSummary("remote", reports, startedAt));
  singer.leave();
  await cloud.stop();
});

for (const language of fitLanguages()) {
  test(`the phone's texts fit in ${language}`, async ({ browser }) => {
    test.setTimeout(120_000);
    const context = await browser.newContext({
      viewport: { width: 412, height: 915 },
      hasTouch: true,
      reducedMotion: "reduce",
    });
    await context.addInitScript(() => {
      if (location.protocol.startsWith("http")) localStorage.setItem("cookieConsent", "minimal");
    });
    const page = await context.newPage();
    // A state that never comes fails in seconds, not at the test's timeout.
    page.setDefaultTimeout(15_000);
    const report = new TextFitReport(language);
    reports.push(report);
    try {
      await page.goto(`${cloud.url}/remote/?lang=${language}`);
      await expect(page.locator("html")).toHaveAttribute("lang", language);
      await page.locator(".start-form").waitFor();
      await report.look(page, "start page");

      await page.goto(`${cloud.url}/remote/join/${code}?lang=${language}`);
      await page.locator(".start-form input").first().waitFor();
      await report.look(page, "name step");
      await page.locator(".start-form input").first().fill("Kristiyana");
      await page.locator(".start-form button[type=submit]").click();
      await page.locator(".party-devices").waitFor();
      // Signed in from here on: the Me tab's account links and pages.
      await context.addCookies([cookie]);
      await page.goto(`${cloud.url}/remote/session/${code}?lang=${language}`);
      await page.locator(".party-devices").waitFor();
      await page.locator(".songbook-tile").first().waitFor();
      await report.look(page, "browse");

      await page.locator("input[type=search]").first().fill("love");
      await page.locator(".song-row").first().waitFor();
      await report.look(page, "search results");

      const tabs = page.locator("nav a");
      await tabs.nth(1).click();
      await page.locator(".queue-page .queue-entry").first().waitFor();
      await report.look(page, "queue tab with songs");

      await tabs.nth(2).click();
      await page.locator("#me-account").waitFor();
      await report.look(page, "Me tab");

      await page.locator("section[aria-labelledby=me-host] button").first().click();
      await page.getByRole("dialog").waitFor();
      await report.look(page, "host PIN dialog");
      await page.keyboard.press("Escape");
      await expect(page.getByRole("dialog")).toBeHidden();

      for (const [index, screen] of ["account settings", "feedback"].entries()) {
        await page.locator("section[aria-labelledby=me-account] a.me-link").nth(index).click();
        await page.getByRole("heading", { level: 1 }).waitFor();
        await report.look(page, screen);
        await page.goBack();
        await page.locator("#me-account").waitFor();
      }
    } finally {
      await context.close();
    }
    expect(report.faults, report.faults.join("\n")).toEqual([]);
  });
}
