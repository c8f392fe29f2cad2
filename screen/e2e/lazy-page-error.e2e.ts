// A lazily loaded page whose code cannot be fetched (bad Wi-Fi) says so and offers Retry, instead
// of a white page (docs/screen.md, "A page that could not load").
import { expect, test } from "./support/fixtures";

test("the player's code failing to load shows the message and a Retry the remote reaches", async ({
  joinPhone,
  landing,
  page,
}) => {
  let failing = true;
  // The player is its own chunk (app-routes.tsx); its request fails like a dropped connection.
  await page.route(/\/assets\/player-page-[^/]*\.js$/, (route) =>
    failing ? route.abort("internetdisconnected") : route.continue(),
  );
  await landing.startParty();
  const phone = await joinPhone();
  await phone.queue(1);
  const alert = page.getByRole("alert").filter({ hasText: "This page could not load" });
  await expect(alert).toBeVisible();
  const retry = page.getByRole("button", { name: "Retry" });
  await expect(retry).toBeFocused();

  // The Wi-Fi is back: Retry (Enter) reloads, and the party is there again.
  failing = false;
  await page.keyboard.press("Enter");
  await expect(page.getByText("PRESS ENTER")).toBeVisible();
  await page.keyboard.press("Enter");
  await page.waitForURL(/\/player$/);
  await expect(page.getByRole("button", { name: "Skip to next song" })).toBeVisible();
});
