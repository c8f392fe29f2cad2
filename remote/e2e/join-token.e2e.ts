// A guesser on the party's Wi-Fi (every browser here comes from one address, as behind one
// router) uses up the address's wrong codes. A phone that scans the TV's QR code still joins at
// once, and rejoins after a reload; a code typed there, or an old join link without the token,
// says how long to wait and to scan the QR code on the TV (docs/remote.md, Join tokens).
import jsQR from "jsqr";
import { SessionHomePage } from "../../screen/e2e/pages/session-home-page";
import { expect, test } from "./support/fixtures";

const WAIT = /^Too many wrong session codes; try again in \d+ minutes$/;
const SCAN_HINT = "Scan the QR code on the TV to join now.";

/** Wrong codes from this machine's address until the cloud refuses every typed one. */
async function guessUntilBlocked(cloudUrl: string): Promise<void> {
  const alphabet = "ABCDEFGHJK";
  for (let i = 0; ; i += 1) {
    const guess = `ZZ${alphabet[Math.floor(i / 10) % 10]}${alphabet[i % 10]}22`;
    const response = await fetch(`${cloudUrl}/api/sessions/${guess}`);
    if (response.status === 429) return;
    expect(response.status).toBe(404);
    expect(i).toBeLessThan(100);
  }
}

test("after a guesser on the same Wi-Fi, the QR code joins at once; a typed code shows the wait and to scan the QR", async ({
  cloud,
  tv,
  phone,
}) => {
  const code = await tv.startParty();
  const home = new SessionHomePage(tv.page);
  const address = `${cloud.url}/remote/join/${code}`;
  await expect(home.joinUrlText()).toHaveText(address);
  const pixels = await home.qrPixels();
  const scanned = jsQR(Uint8ClampedArray.from(pixels.data), pixels.width, pixels.height)?.data;
  expect(scanned).toMatch(new RegExp(`^${address}\\?t=[A-Za-z0-9_-]{22}$`));

  await guessUntilBlocked(cloud.url);

  // The phone that scans the QR code: in the party at once.
  const ana = await phone();
  await ana.openScannedLink(scanned!);
  await ana.giveName("Ana");
  await ana.waitUntilJoined();
  await expect(ana.page).toHaveURL(`${cloud.url}/remote/session/${code}`);
  // It kept the token: a reload (its connection coming back) rejoins.
  await ana.page.reload();
  await ana.waitUntilJoined();
  await expect(ana.searchField()).toBeVisible();

  // The right code, typed: the wait, and the way in that is not blocked.
  const bo = await phone();
  await bo.openStart();
  await bo.joinWithCode(code);
  await expect(bo.joinRefusal().locator(".field-error")).toHaveText(WAIT);
  await expect(bo.joinRefusal()).toContainText(SCAN_HINT);
  await expect(bo.page).toHaveURL(`${cloud.url}/remote/`);

  // An old join link without the token is a typed code: back on the start page, saying so.
  const cy = await phone();
  await cy.openJoinLink(code);
  await expect(cy.joinRefusal().locator(".field-error")).toHaveText(WAIT);
  await expect(cy.joinRefusal()).toContainText(SCAN_HINT);
  await expect(cy.codeField()).toHaveValue(`${code.slice(0, 3)}-${code.slice(3)}`);

  // The TV behind the same router: PRESS ENTER after a reload finds its party again.
  await tv.page.reload();
  await tv.landing.pressEnter();
  expect(home.code()).toBe(code);
  await expect(home.joinUrlText()).toHaveText(address);
});
