// A phone on a home network reaches the cloud at a plain-http address that is not the phone's own
// (http://192.168…). Chromium counts localhost and 127.0.0.0/8 as secure, so this phone's browser
// resolves a made-up LAN name to the test's cloud instead: the same page, not a secure context.
// The cloud answers only to its own names (docs/security.md, DNS rebinding), so that name is in
// its ALLOWED_HOSTS, as a home's router-given name would be.
import { CloudServer } from "../../e2e-support/cloud-server";
import { RemoteMe } from "./pages/remote-me";
import { someSongs, sessionState } from "./support/catalogue";
import { RemotePhone } from "./pages/remote-phone";
import { createParty } from "./support/party";
import { expect, newPhoneContext, test as base } from "./support/fixtures";
import config from "../playwright.config";

const LAN_NAME = "encore-party.lan";
const test = base.extend({
  // eslint-disable-next-line no-empty-pattern
  cloud: async ({}, use) => {
    const cloud = await CloudServer.start({ ALLOWED_HOSTS: LAN_NAME });
    await use(cloud);
    await cloud.stop();
  },
});
const launch = config.use?.launchOptions ?? {};
test.use({
  launchOptions: {
    ...launch,
    args: [...(launch.args ?? []), `--host-resolver-rules=MAP ${LAN_NAME} 127.0.0.1`],
  },
});

test("on a plain-http address the party works, and the Me tab says in one line what is off and why", async ({
  browser,
  cloud,
}) => {
  const code = await createParty(cloud.url);
  const context = await newPhoneContext(browser);
  const page = await context.newPage();
  const ana = new RemotePhone(page, `http://${LAN_NAME}:${new URL(cloud.url).port}`);
  await ana.openJoinLink(code);
  await ana.giveName("Ana");
  await ana.waitUntilJoined();
  // What the browser turned off on this address.
  expect(
    await page.evaluate(() => ({
      secure: window.isSecureContext,
      serviceWorker: "serviceWorker" in navigator,
    })),
  ).toEqual({ secure: false, serviceWorker: false });

  // Commands still work there: their op_ids are made without crypto.randomUUID.
  const [song] = await someSongs(cloud.url, 1);
  if (!song) throw new Error("the catalogue is empty");
  await ana.queueByCode(song.code);
  await expect
    .poll(async () => (await sessionState(cloud.url, code)).current_song?.db_id ?? null)
    .toBe(song.db_id);

  await ana.tab("Me");
  const note = new RemoteMe(page).insecureNote();
  await expect(page.getByText("Tell me when it's my turn")).toHaveCount(0);
  await expect(note).toHaveText(
    "Offline use, installing the app and notifications are off: browsers allow them only on a secure (https) address, and this one is plain http.",
  );
  await context.close();
});
