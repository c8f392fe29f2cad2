// The landing with a TV remote: About opens and closes, and the next Enter starts the party.
import { expect, test } from "./support/fixtures";

test("after About closes with Escape, the next Enter starts a party (not About again)", async ({
  landing,
  page,
}) => {
  await landing.open();
  await landing.openAbout();
  await expect(landing.about()).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(landing.about()).toBeHidden();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/session\/[A-Z0-9]{6}$/);
  await expect(landing.about()).toBeHidden();
});

test("arrows reach About; after its close button, the focus is on PRESS ENTER and Enter starts a party", async ({
  landing,
  page,
}) => {
  await landing.open();
  await page.keyboard.press("ArrowUp");
  await expect(page.getByRole("button", { name: "About" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(landing.about()).toBeVisible();
  const closeButton = landing.about().getByRole("button", { name: "Close" });
  for (let i = 0; i < 6; i++) {
    if (await closeButton.evaluate((element) => element === document.activeElement)) break;
    await page.keyboard.press("ArrowUp");
  }
  await expect(closeButton).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(landing.about()).toBeHidden();
  await expect(page.getByRole("button", { name: "Press Enter to start a party" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/session\/[A-Z0-9]{6}$/);
});
