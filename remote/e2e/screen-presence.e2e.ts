// Phones know when the TV is away (docs/remote.md, "The TV is away"): closed, every phone says
// so and that songs wait for it, and "You're on!" waits too; back, the banner goes. (A TV away
// for less than the banner's delay says nothing: screen-presence.test.ts.)
import { routeVideoPlatform } from "../../e2e-support/video-platform";
import { someSongs } from "./support/catalogue";
import { expect, test, TheScreen } from "./support/fixtures";

test("the TV closed: the phone says it is not connected and stops saying it's your turn; reopened, the banner goes", async ({
  cloud,
  tv,
  guest,
}) => {
  const code = await tv.startParty();
  const [song] = await someSongs(cloud.url, 1);
  const ana = await guest(code, "Ana");
  await ana.queueByCode(song!.code);
  await tv.player.waitUntilShown();
  await expect(ana.yourTurn()).toHaveText(/You're on!/);
  const away = ana.page.getByTestId("screen-away");
  await expect(away).toBeHidden();

  const context = tv.page.context();
  await tv.page.close();
  await expect(away).toHaveText(/The TV is not connected/);
  await expect(away).toHaveText(/Songs wait until it's back/);
  await expect(ana.yourTurn()).toBeHidden();

  const page = await context.newPage();
  await routeVideoPlatform(page);
  const again = new TheScreen(page, cloud.url);
  // Opened again, Enter takes the party the TV kept; the song on now brings it to the player.
  await again.landing.open();
  await page.keyboard.press("Enter");
  await again.player.waitUntilShown();
  await expect(away).toBeHidden();
  await expect(ana.yourTurn()).toHaveText(/You're on!/);
});
