// Favorites for a signed-in user: toggled from a songbook's rows, shown on the session home, and
// the limit of 20 answered by the limit modal.
import { expect, test } from "./support/fixtures";
import { createVerifiedAccount, uniqueEmail } from "./support/accounts";
import { AuthDialog } from "./pages/auth-dialog";
import { SongbookPage } from "./pages/songbook-page";

test("favorites: toggled on a songbook, listed on the home, the 21st opens the limit modal", async ({
  landing,
  page,
  cloud,
}) => {
  test.setTimeout(90_000);
  const email = uniqueEmail("fav");
  await createVerifiedAccount(cloud, { name: "Fay", email, password: "Secret123" });
  await landing.startParty();
  const auth = new AuthDialog(page);
  await auth.open();
  await auth.signIn(email, "Secret123");
  await expect(page.getByRole("button", { name: /Fay/ })).toBeVisible();

  // Guests see no toggles; a signed-in user does, on every row.
  await page.getByRole("button", { name: /2000s Hits/ }).click();
  const songbook = new SongbookPage(page);
  await expect(songbook.title()).toHaveText("2000s Hits");
  const add = page.getByRole("button", { name: "Add to favorites" });
  await expect(add.first()).toBeVisible();

  for (let i = 0; i < 20; i++) {
    await add.first().click();
    await expect(page.getByRole("button", { name: "Remove from favorites" })).toHaveCount(i + 1);
  }
  await add.first().click();
  const limit = page.getByRole("dialog", { name: "Favorite Limit Reached" });
  await expect(limit).toContainText(
    "You've reached the maximum of 20 favorite songs. To add new favorites, please remove some existing ones first.",
  );
  await limit.getByRole("button", { name: "Got it" }).click();
  await expect(limit).toBeHidden();
  await expect(page.getByRole("button", { name: "Remove from favorites" })).toHaveCount(20);

  // One removed: the cloud agrees, and the home lists the other 19.
  await page.getByRole("button", { name: "Remove from favorites" }).first().click();
  await expect(page.getByRole("button", { name: "Remove from favorites" })).toHaveCount(19);
  const stored = await page.evaluate(async () => {
    const response = await fetch("/api/favorites", { credentials: "include" });
    return ((await response.json()) as { favorites: unknown[] }).favorites.length;
  });
  expect(stored).toBe(19);
  await page.getByRole("button", { name: "← Back" }).click();
  const section = page.getByRole("region", { name: "Your Favorites" });
  await expect(section.locator(".song-card")).toHaveCount(19);
});

test("a failed favorite update rolls back and says so", async ({ landing, page, cloud }) => {
  const email = uniqueEmail("fav-fail");
  await createVerifiedAccount(cloud, { name: "Flo", email, password: "Secret123" });
  await landing.startParty();
  const auth = new AuthDialog(page);
  await auth.open();
  await auth.signIn(email, "Secret123");
  await page.getByRole("button", { name: /2000s Hits/ }).click();
  await page.route("**/api/favorites/*", (route) => route.fulfill({ status: 500, body: "{}" }));
  await page.getByRole("button", { name: "Add to favorites" }).first().click();
  await expect(page.getByText("Failed to update favorites")).toBeVisible();
  await expect(page.getByRole("button", { name: "Remove from favorites" })).toHaveCount(0);
});
