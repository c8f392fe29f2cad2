// A TV that starts a new party takes its phones along (docs/remote.md, "The party moved"): a
// phone in the party follows without a tap and says where, under the same singer name; a phone
// whose page was closed meanwhile lands in the new party when it is opened again.
import { formatSessionCode } from "@encore/shared";
import { sessionState, someSongs } from "./support/catalogue";
import { expect, test } from "./support/fixtures";
import { moveTheParty } from "./support/party";
import { RemotePhone } from "./pages/remote-phone";

test("a phone in the party follows the TV to its new party, says so, and keeps its name", async ({
  cloud,
  tv,
  guest,
}) => {
  const code = await tv.startParty();
  const ana = await guest(code, "Ana");
  await ana.tab("Queue");
  await expect(ana.page).toHaveURL(new RegExp(`/remote/session/${code}/queue$`));

  const moved = await moveTheParty(tv.page, cloud.url);
  await expect(ana.page.getByText(`The party moved to ${formatSessionCode(moved)}`)).toBeVisible();
  // The same tab, in the new party, joined.
  await expect(ana.page).toHaveURL(new RegExp(`/remote/session/${moved}/queue$`));
  await expect(ana.page.getByLabel(`Party code ${formatSessionCode(moved)}`)).toBeVisible();
  await ana.waitUntilJoined();
  await expect(ana.page.getByText("has ended")).toHaveCount(0);

  const [song] = await someSongs(cloud.url, 1);
  await ana.queueByCode(song!.code);
  const state = await sessionState(cloud.url, moved);
  expect([state.current_song, ...state.queue].map((item) => item?.added_by_user.name)).toContain(
    "Ana",
  );
});

test("a phone closed before the move lands in the new party when it is opened again", async ({
  cloud,
  tv,
  guest,
}) => {
  const code = await tv.startParty();
  const bo = await guest(code, "Bo");
  const context = bo.page.context();
  await bo.page.close();

  const moved = await moveTheParty(tv.page, cloud.url);
  const again = new RemotePhone(await context.newPage(), cloud.url);
  await again.page.goto(`${cloud.url}/remote/session/${code}`);
  await expect(again.page).toHaveURL(new RegExp(`/remote/session/${moved}$`));
  await expect(
    again.page.getByText(`The party moved to ${formatSessionCode(moved)}`),
  ).toBeVisible();
  await again.waitUntilJoined();
  // Its name was kept: no name step, and the party is the new one.
  await expect(again.searchField()).toBeVisible();
  await expect(again.page.getByText("has ended")).toHaveCount(0);
  await expect.poll(async () => (await sessionState(cloud.url, moved)).device_count).toBe(1);
});

test("a code typed after the move says the party moved and to scan the TV's QR code", async ({
  cloud,
  tv,
  phone,
}) => {
  const code = await tv.startParty();
  await moveTheParty(tv.page, cloud.url);
  const cy = await phone();
  await cy.openStart();
  await cy.joinWithCode(code);
  await cy.page.getByLabel("Your name").fill("Cy");
  await cy.page.getByRole("button", { name: "Continue", exact: true }).tap();
  await expect(cy.joinRefusal()).toContainText("This party has moved to a new code");
  await expect(cy.joinRefusal()).toContainText("Scan the QR code on the TV");
  await expect(cy.codeField()).toBeVisible();
});
