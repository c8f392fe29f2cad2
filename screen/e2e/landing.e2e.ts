// From the TV switched on to a code and a QR a phone can scan.
import jsQR from "jsqr";
import { expect, test } from "./support/fixtures";

test("PRESS ENTER creates a session and shows its code and a QR of the join address", async ({
  landing,
  home,
  cloud,
}) => {
  const shown = await landing.startParty();
  const code = home.code();
  expect(shown).toBe(`${code.slice(0, 3)}-${code.slice(3)}`);

  // The address as text; the QR code adds the session's join token (docs/screen.md, Join card).
  const joinUrl = `${cloud.url}/remote/join/${code}`;
  await expect(home.joinUrlText()).toHaveText(joinUrl);
  const pixels = await home.qrPixels();
  const decoded = jsQR(Uint8ClampedArray.from(pixels.data), pixels.width, pixels.height);
  expect(decoded?.data).toMatch(new RegExp(`^${joinUrl}\\?t=[A-Za-z0-9_-]{22}$`));

  // Large enough to scan from a sofa: at least a fifth of the screen's height at 1280×720.
  const box = await home.joinQr().boundingBox();
  expect(box?.height ?? 0).toBeGreaterThan(720 / 5);

  await expect(home.carousel("Most Popular").getByRole("button").first()).toBeVisible();
  await expect(home.carousel("Latest Releases").getByRole("button").first()).toBeVisible();
});

test("About tells how it works and the version", async ({ landing }) => {
  await landing.open();
  await landing.openAbout();
  await expect(landing.about()).toContainText("Press Enter to create a session");
  await expect(landing.about()).toContainText("Version 1.0.1");
  // No promise the install may not keep (its catalogue may be the demo's music videos).
  await expect(landing.about()).not.toContainText(/thousands|karaoke songs/i);
  await landing.about().getByRole("button", { name: "Close" }).click();
  await expect(landing.about()).toBeHidden();
});

test("a reload returns to / and Enter returns to the same session", async ({
  landing,
  home,
  page,
}) => {
  await landing.startParty();
  const code = home.code();
  await page.reload();
  await expect(page).toHaveURL(/\/$/);
  await page.getByText("PRESS ENTER").waitFor();
  await landing.pressEnter();
  expect(home.code()).toBe(code);
});

test("a session path opened directly goes to / with history replaced", async ({ page, cloud }) => {
  // Opened from another page, so Back can tell a replaced entry from a pushed one.
  await page.goto(`${cloud.url}/terms`);
  // Loaded first: a page left while its scripts still load reports the aborted loads as errors.
  await page.getByRole("heading", { level: 1 }).first().waitFor();
  await page.goto(`${cloud.url}/session/ABC234/player`);
  await expect(page).toHaveURL(`${cloud.url}/`);
  // Replaced: Back leaves for the page before, not the session path (which would lead to / again).
  await page.goBack();
  await expect(page).toHaveURL(`${cloud.url}/terms`);
});

test("any other path is the plain text 404 Route", async ({ page, cloud }) => {
  const response = await page.goto(`${cloud.url}/no/such/page`);
  expect(response?.status()).toBe(404);
  await expect(page.locator("body")).toHaveText("404 Route");
});

test("on the demo catalogue the host is told once what the demo songs are and where the operator loads karaoke", async ({
  landing,
  page,
  cloud,
}) => {
  await landing.startParty();
  const note = page.getByRole("complementary", {
    name: "You are trying Encore with the demo songs",
  });
  // What the songs are, and the back office's address (docs/admin.md); no command line or key on
  // a TV.
  await expect(note).toContainText("music videos to try Encore with: they are not karaoke");
  await expect(note).toContainText(`${cloud.url}/admin`);
  await expect(note).not.toContainText("npm");
  await expect(note).not.toContainText("--key");
  await note.getByRole("button", { name: "Got it" }).click();
  await expect(note).toBeHidden();
  await page.reload();
  await landing.pressEnter();
  await expect(page.getByText("Most Popular")).toBeVisible();
  await expect(note).toBeHidden();
});
