// The legal pages, the Cookie Preferences banner, and analytics that load only after 'Accept All'
// on a server whose host configured ANALYTICS_ID (docs/product.md#consent-and-analytics).
import type { Page } from "@playwright/test";
import { CookieBanner } from "./pages/cookie-banner";
import { LegalPageObject, type LegalPath } from "./pages/legal-page";
import { CloudServer } from "../../e2e-support/cloud-server";
import { expect, test } from "./support/fixtures";

// These tests are about the banner: nobody has chosen yet.
test.use({ consentChoice: null });

const ANALYTICS_HOST = /googletagmanager\.com|google-analytics\.com|analytics\.google\.com/;
const GTAG_URL = "https://www.googletagmanager.com/gtag/js?id=G-TEST123";

const TITLES: Record<LegalPath, string> = {
  "/privacy": "Privacy Policy",
  "/terms": "Terms of Service",
  "/copyright": "Copyright & DMCA",
};

/** Every request to an analytics host, and every policy violation the page reports. */
function watchAnalytics(page: Page): { requests: string[]; violations: string[] } {
  const seen = { requests: [] as string[], violations: [] as string[] };
  page.on("request", (request) => {
    if (ANALYTICS_HOST.test(new URL(request.url()).hostname)) seen.requests.push(request.url());
  });
  page.on("console", (message) => {
    if (message.text().includes("Content Security Policy")) seen.violations.push(message.text());
  });
  return seen;
}

/** Opens a path and waits until GET /api/config has answered (analytics decides on it). */
async function openAndLoadConfig(page: Page, url: string): Promise<void> {
  const config = page.waitForResponse((response) => response.url().endsWith("/api/config"));
  await page.goto(url);
  await config;
  // Time for anything the answer would start.
  await page.waitForTimeout(500);
}

test.describe("with the cookie question answered", () => {
  // About the legal pages, not the banner (which on the TV takes the focus while it asks).
  test.use({ consentChoice: "minimal" });

  test("the three legal pages have a Back button to / and link each other", async ({
    page,
    cloud,
  }) => {
    const legal = new LegalPageObject(page, cloud.url);
    for (const path of Object.keys(TITLES) as LegalPath[]) {
      await legal.open(path);
      await expect(legal.title()).toHaveText(TITLES[path]);
      await expect(legal.article()).toContainText("Last updated:");
      const others = Object.entries(TITLES).filter(([other]) => other !== path);
      await expect(legal.crossLinks()).toHaveText(others.map(([, title]) => title));
      for (const [otherPath, otherTitle] of others) {
        await expect(legal.crossLink(otherTitle)).toHaveAttribute("href", otherPath);
      }
      await expect(legal.back()).toBeFocused();
    }

    // Following a cross link, then Back.
    await legal.open("/privacy");
    await legal.crossLink("Copyright & DMCA").click();
    await expect(page).toHaveURL(`${cloud.url}/copyright`);
    await expect(legal.title()).toHaveText("Copyright & DMCA");
    await expect(legal.back()).toBeFocused();
    await legal.crossLink("Terms of Service").click();
    await expect(page).toHaveURL(`${cloud.url}/terms`);
    await expect(legal.title()).toHaveText("Terms of Service");
    await legal.back().click();
    await expect(page).toHaveURL(`${cloud.url}/`);
    await expect(page.getByText("PRESS ENTER")).toBeVisible();

    // From a TV remote: Right walks to the links, Enter follows one, Escape goes back to /.
    await legal.open("/terms");
    await page.keyboard.press("ArrowRight");
    await expect(legal.crossLink("Privacy Policy")).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(legal.title()).toHaveText("Privacy Policy");
    await page.keyboard.press("Escape");
    await expect(page).toHaveURL(`${cloud.url}/`);
  });
});

test("the privacy text says what is kept and for how long", async ({ page, cloud }) => {
  const legal = new LegalPageObject(page, cloud.url);
  await legal.open("/privacy");
  for (const fact of [
    "deleted after 24 hours of inactivity",
    "until you delete your account",
    "encore_session",
    "30 days",
    "cookieConsent",
    "ANALYTICS_ID",
    "YouTube Terms of Service",
  ]) {
    await expect(legal.article()).toContainText(fact);
  }
  await legal.open("/copyright");
  await expect(legal.article()).toContainText("copyright complaint form");
  await expect(legal.article()).toContainText("npm run import");
});

test("a lazy page whose stylesheet is cancelled (the guest moved on) raises no error and still shows", async ({
  page,
  cloud,
}) => {
  // As when a page is left while its lazy part loads: the browser cancels that stylesheet. The
  // fixture fails the test on any uncaught error in the page.
  await page.route(/\/assets\/legal-page-[^/]+\.css$/, (route) => route.abort());
  const legal = new LegalPageObject(page, cloud.url);
  await legal.open("/terms");
  await expect(legal.article()).toContainText("Terms");
});

test("the banner's choice is stored and remembered across a reload", async ({ page, cloud }) => {
  const cookies = new CookieBanner(page);
  await page.goto(`${cloud.url}/`);
  await expect(cookies.banner()).toBeVisible();
  expect(await cookies.stored()).toBeNull();

  await cookies.essentialOnly();
  await expect(cookies.banner()).toBeHidden();
  expect(await cookies.stored()).toBe("minimal");
  await page.reload();
  await expect(page.getByText("PRESS ENTER")).toBeVisible();
  await expect(cookies.banner()).toBeHidden();

  // No choice stored: it asks again.
  await page.evaluate(() => window.localStorage.removeItem("cookieConsent"));
  await page.reload();
  await expect(cookies.banner()).toBeVisible();
  await cookies.acceptAll();
  await expect(cookies.banner()).toBeHidden();
  expect(await cookies.stored()).toBe("accepted");
  await page.reload();
  await expect(page.getByText("PRESS ENTER")).toBeVisible();
  await expect(cookies.banner()).toBeHidden();
  expect(await cookies.stored()).toBe("accepted");
});

test("Learn more opens the privacy text in a modal, without starting a party", async ({
  page,
  cloud,
}) => {
  const cookies = new CookieBanner(page);
  await page.goto(`${cloud.url}/`);
  await cookies.learnMore();
  await expect(cookies.privacyDialog()).toBeVisible();
  await expect(cookies.privacyDialog()).toContainText("deleted after 24 hours of inactivity");
  await expect(page).toHaveURL(`${cloud.url}/`);

  // The modal's cross links show the other texts in place.
  await cookies.privacyDialog().getByRole("button", { name: "Terms of Service" }).click();
  await expect(cookies.legalDialog("Terms of Service")).toContainText("No warranty");
  await page.keyboard.press("Escape");
  await expect(cookies.legalDialog("Terms of Service")).toBeHidden();
  // Nothing chosen yet: the banner still asks.
  await expect(cookies.banner()).toBeVisible();
  expect(await cookies.stored()).toBeNull();

  // By keyboard: Enter on the link opens the modal; the landing's Enter does not start a party.
  await cookies.banner().getByRole("link", { name: "Learn more" }).focus();
  await page.keyboard.press("Enter");
  await expect(cookies.privacyDialog()).toBeVisible();
  await page.waitForTimeout(300);
  await expect(page).toHaveURL(`${cloud.url}/`);
});

test("no analytics request without consent, nor with consent when ANALYTICS_ID is unset", async ({
  page,
  cloud,
}) => {
  const analytics = watchAnalytics(page);
  const cookies = new CookieBanner(page);
  await openAndLoadConfig(page, `${cloud.url}/`);
  await expect(cookies.banner()).toBeVisible();
  await cookies.essentialOnly();
  await openAndLoadConfig(page, `${cloud.url}/privacy`);

  await page.evaluate(() => window.localStorage.removeItem("cookieConsent"));
  await openAndLoadConfig(page, `${cloud.url}/`);
  await cookies.acceptAll();
  await page.waitForTimeout(500);
  await openAndLoadConfig(page, `${cloud.url}/`);

  expect(analytics.requests).toEqual([]);
  expect(await page.evaluate(() => "dataLayer" in window || "gtag" in window)).toBe(false);
  expect(await page.locator('script[src*="googletagmanager"]').count()).toBe(0);
});

const withAnalytics = test.extend({
  // eslint-disable-next-line no-empty-pattern
  cloud: async ({}, use) => {
    const cloud = await CloudServer.start({ ANALYTICS_ID: "G-TEST123" });
    await use(cloud);
    await cloud.stop();
  },
});

withAnalytics(
  "with ANALYTICS_ID set, Accept All requests exactly the gtag script, and nothing before",
  async ({ page, cloud }) => {
    // The analytics hosts answer with an empty script: nothing leaves this machine.
    await page.route(/^https:\/\/[^/]*(googletagmanager|google-analytics)\.com\//, (route) =>
      route.fulfill({ contentType: "text/javascript", body: "" }),
    );
    const analytics = watchAnalytics(page);
    const cookies = new CookieBanner(page);

    // No choice yet, then Essential Only: nothing.
    await openAndLoadConfig(page, `${cloud.url}/`);
    await expect(cookies.banner()).toBeVisible();
    expect(analytics.requests).toEqual([]);
    await cookies.essentialOnly();
    await openAndLoadConfig(page, `${cloud.url}/terms`);
    expect(analytics.requests).toEqual([]);

    // Accept All: gtag.js for the configured id, allowed by the page's policy.
    await page.evaluate(() => window.localStorage.removeItem("cookieConsent"));
    await openAndLoadConfig(page, `${cloud.url}/`);
    expect(analytics.requests).toEqual([]);
    await cookies.acceptAll();
    await expect.poll(() => analytics.requests).toEqual([GTAG_URL]);
    const queued = await page.evaluate(() =>
      (window.dataLayer ?? []).map((call) => Array.from(call as ArrayLike<unknown>)[0]),
    );
    expect(queued).toEqual(["js", "config"]);
    const configured = await page.evaluate(
      () => Array.from((window.dataLayer ?? [])[1] as ArrayLike<unknown>)[1],
    );
    expect(configured).toBe("G-TEST123");

    // Remembered: the next load starts analytics again, once, with no banner.
    await openAndLoadConfig(page, `${cloud.url}/`);
    await expect(cookies.banner()).toBeHidden();
    expect(analytics.requests).toEqual([GTAG_URL, GTAG_URL]);
    expect(await page.locator('script[src*="googletagmanager"]').count()).toBe(1);
    expect(analytics.violations).toEqual([]);
  },
);
