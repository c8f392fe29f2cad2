// The Me tab's About: the version, and the three legal texts in the shared modal with their cross
// links, without leaving the party. On a secure address nothing is said about http.
import { RemoteMe } from "./pages/remote-me";
import { guestInNewParty } from "./support/party";
import { expect, test } from "./support/fixtures";

test("About on the Me tab shows the version; the legal texts open, link to each other and close back to the party", async ({
  cloud,
  phone,
}) => {
  const { code, guest: ana } = await guestInNewParty(cloud.url, phone, "Ana");
  await ana.tab("Me");
  const me = new RemoteMe(ana.page);
  await expect(me.about()).toContainText("Version 1.0.1");
  // 127.0.0.1 is a secure context: nothing is off, nothing said.
  expect(await ana.page.evaluate(() => window.isSecureContext)).toBe(true);
  await expect(me.insecureNote()).toHaveCount(0);
  await expect(ana.page.getByText("Tell me when it's my turn")).toBeVisible();

  await me.legalLink("Privacy Policy").tap();
  const privacy = me.legalDialog("Privacy Policy");
  await expect(privacy).toContainText("Last updated:");
  await expect(privacy).toContainText("Who is responsible");
  await privacy
    .getByRole("navigation", { name: "Other legal texts" })
    .getByRole("button", { name: "Terms of Service" })
    .tap();
  const terms = me.legalDialog("Terms of Service");
  await expect(terms).toContainText("What Encore is");
  await terms.getByRole("button", { name: "Close" }).tap();
  await expect(terms).toBeHidden();

  await me.legalLink("Copyright & DMCA").tap();
  await expect(me.legalDialog("Copyright & DMCA")).toContainText("Report a video to YouTube");
  await ana.page.keyboard.press("Escape");
  await expect(me.legalDialog("Copyright & DMCA")).toBeHidden();
  await expect(ana.page).toHaveURL(`${cloud.url}/remote/session/${code}/me`);
  await ana.waitUntilJoined();
});
