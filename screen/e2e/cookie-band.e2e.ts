// The Cookie Preferences banner on the TV (docs/screen.md, "The cookie banner on the TV"): a band
// the pages lay out around, so it never covers the join QR, the player's controls or the video's
// frame; it takes the focus, the remote's arrows and Enter answer it, and the focus goes back.
import type { Locator } from "@playwright/test";
import { CookieBanner } from "./pages/cookie-banner";
import { expect, test } from "./support/fixtures";

test.use({ consentChoice: null });

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  if (!found) throw new Error("not visible");
  return found;
}

/** `upper` ends at or above the top of `lower`. */
async function expectAbove(upper: Locator, lower: Locator): Promise<void> {
  const a = await box(upper);
  const b = await box(lower);
  expect(a.y + a.height).toBeLessThanOrEqual(b.y + 0.5);
}

for (const viewport of [
  { width: 1920, height: 1080 },
  { width: 1280, height: 720 },
]) {
  test(`at ${viewport.width}×${viewport.height}: the band takes the focus, covers nothing, and the remote answers it`, async ({
    page,
    landing,
    home,
    player,
    joinPhone,
  }) => {
    await page.setViewportSize(viewport);
    const cookies = new CookieBanner(page);
    await landing.open();
    await expect(cookies.banner()).toBeVisible();
    await expect(cookies.banner().getByRole("button", { name: "Essential Only" })).toBeFocused();
    // Not over PRESS ENTER.
    await expectAbove(
      page.getByRole("button", { name: "Press Enter to start a party" }),
      cookies.banner(),
    );

    // Start the party with a click: the band still asks on the session home.
    await page.getByRole("button", { name: "Press Enter to start a party" }).click();
    await page.waitForURL(/\/session\/[A-Z0-9]{6}$/);
    await expect(cookies.banner()).toBeVisible();
    await expectAbove(home.joinQr(), cookies.banner());

    // The player: the video's frame and the controls end above the band.
    const phone = await joinPhone();
    await phone.queue(1);
    await phone.queue(2);
    await player.waitUntilShown();
    await expectAbove(page.locator(".video-stage"), cookies.banner());
    await expectAbove(page.locator(".player-controls"), cookies.banner());
    await expectAbove(page.getByTestId("player-join"), cookies.banner());

    // The remote: Down from the player's buttons reaches the band, Right walks it, Enter answers.
    await player.focusButton("Skip to next song");
    await page.keyboard.press("ArrowDown");
    const essential = cookies.banner().getByRole("button", { name: "Essential Only" });
    const accept = cookies.banner().getByRole("button", { name: "Accept All" });
    await expect(cookies.banner().locator(":focus")).toHaveCount(1);
    await page.keyboard.press("ArrowRight");
    await page.keyboard.press("ArrowRight");
    await page.keyboard.press("ArrowRight");
    await expect(accept).toBeFocused();
    await page.keyboard.press("ArrowLeft");
    await expect(essential).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(cookies.banner()).toBeHidden();
    expect(await cookies.stored()).toBe("minimal");
    // The video's frame is the whole screen again.
    expect((await box(page.locator(".video-stage"))).height).toBe(viewport.height);
  });
}

test("answered on the landing by Enter, the focus goes back and the next Enter starts a party", async ({
  page,
  landing,
}) => {
  const cookies = new CookieBanner(page);
  await landing.open();
  await expect(cookies.banner().getByRole("button", { name: "Essential Only" })).toBeFocused();
  await page.keyboard.press("ArrowRight");
  await page.keyboard.press("Enter");
  await expect(cookies.banner()).toBeHidden();
  expect(await cookies.stored()).toBe("accepted");
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/session\/[A-Z0-9]{6}$/);
});
