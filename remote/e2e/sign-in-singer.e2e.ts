// One singer through sign-in (docs/remote.md, My songs): a guest who signs in mid-party keeps the
// songs queued as a guest (shown as theirs, theirs to remove under host controls), and a host
// phone that signs in stays the host. The connection is renewed at sign-in, so the cloud reads
// the login cookie in a new handshake.
import { AuthDialog } from "../../screen/e2e/pages/auth-dialog";
import { createVerifiedAccount, uniqueEmail } from "../../screen/e2e/support/accounts";
import { RemoteMe } from "./pages/remote-me";
import { sessionState, someSongs } from "./support/catalogue";
import { expect, test } from "./support/fixtures";

const PASSWORD = "Secret123";

test("a guest signs in mid-party: the song queued as a guest is still theirs, and a host phone stays host", async ({
  cloud,
  tv,
  phone,
}) => {
  const fayEmail = uniqueEmail("fay-singer");
  const hostEmail = uniqueEmail("host-singer");
  await createVerifiedAccount(cloud, { name: "Fay", email: fayEmail, password: PASSWORD });
  await createVerifiedAccount(cloud, { name: "Hal", email: hostEmail, password: PASSWORD });
  const code = await tv.startParty();
  const songs = await someSongs(cloud.url, 2);

  // The host: a guest phone with the PIN, host controls on.
  const host = await phone();
  await host.openJoinLink(code);
  await host.giveName("Hal");
  await host.tab("Me");
  const hostMe = new RemoteMe(host.page);
  await hostMe.unlockHost(await tv.hostPin());
  await expect(hostMe.hostBadge()).toBeVisible();
  await hostMe.setting("Host controls").tap();
  await expect(hostMe.setting("Host controls")).toBeChecked();

  const fay = await phone();
  await fay.openJoinLink(code);
  await fay.giveName("Ana");
  await host.queueByCode(songs[0]!.code); // plays at once
  await fay.queueByCode(songs[1]!.code);
  await tv.player.waitUntilShown();

  await fay.tab("Me");
  const auth = new AuthDialog(fay.page);
  await auth.open();
  await auth.signIn(fayEmail, PASSWORD);
  await expect(auth.dialog()).toBeHidden();

  // Still hers: marked as hers, and Remove is hers to tap although host controls are on.
  await fay.tab("Queue");
  const entry = fay.queueEntries().first();
  await expect(entry).toHaveClass(/queue-entry-mine/);
  await expect(fay.yourTurn()).toHaveText(/You're next!/);
  const remove = entry.getByRole("button", { name: /^Remove / });
  await expect(remove).toBeEnabled();
  await remove.tap();
  await expect.poll(async () => (await sessionState(cloud.url, code)).queue.length).toBe(0);

  // The host signs in too: still the host.
  await host.tab("Me");
  const hostAuth = new AuthDialog(host.page);
  await hostAuth.open();
  await hostAuth.signIn(hostEmail, PASSWORD);
  await expect(hostAuth.dialog()).toBeHidden();
  await expect(host.page.locator(".me-user-name")).toHaveText("Hal");
  await host.waitUntilJoined();
  await expect(hostMe.hostBadge()).toBeVisible();
  // A new connection is the account's: still the host, as the cloud has it.
  await host.page.reload();
  await host.waitUntilJoined();
  await expect(hostMe.hostBadge()).toBeVisible();
  await expect(hostMe.setting("Host controls")).toBeEnabled();
});
