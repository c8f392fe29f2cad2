// The account on a phone: signed in from the Me tab, Account Settings with the profile, a feedback
// sent and listed, Sign Out, the account deleted; a guest kept out of both pages; and the songs
// queued after a sign-in or sign-out carry who the phone is now (its handshake name follows the
// account, so the connection is renewed).
import { AuthDialog } from "../../screen/e2e/pages/auth-dialog";
import { FeedbackPage, SettingsPage } from "../../screen/e2e/pages/account-pages";
import { createVerifiedAccount, uniqueEmail } from "../../screen/e2e/support/accounts";
import { RemoteMe } from "./pages/remote-me";
import { someSongs, sessionState } from "./support/catalogue";
import { createParty, guestInNewParty } from "./support/party";
import { expect, test } from "./support/fixtures";

const PASSWORD = "Secret123";

test("a guest opening Settings or Feedback is sent back to the Me tab", async ({
  cloud,
  phone,
}) => {
  const { code, guest: ana } = await guestInNewParty(cloud.url, phone, "Ana");
  const me = new RemoteMe(ana.page);
  for (const page of ["settings", "feedback"]) {
    await ana.page.goto(`${cloud.url}/remote/session/${code}/${page}`);
    await expect(ana.page).toHaveURL(`${cloud.url}/remote/session/${code}/me`);
    await expect(me.signInButton()).toBeVisible();
  }
});

test("signed in from the Me tab: settings show the profile, a feedback is sent and listed, Sign Out, and the account deleted", async ({
  cloud,
  phone,
}) => {
  const email = uniqueEmail("phone-account");
  await createVerifiedAccount(cloud, { name: "Fay", email, password: PASSWORD });
  const { code, guest: fay } = await guestInNewParty(cloud.url, phone, "Ana");
  await fay.tab("Me");
  const me = new RemoteMe(fay.page);
  const auth = new AuthDialog(fay.page);
  await auth.open();
  await auth.signIn(email, PASSWORD);
  await expect(auth.dialog()).toBeHidden();
  await expect(fay.page.locator(".me-user-name")).toHaveText("Fay");
  await expect(fay.page.locator(".me-user-meta")).toHaveText(email);

  // Account Settings: the profile as the cloud has it.
  await me.link("Settings").tap();
  const settings = new SettingsPage(fay.page);
  await expect(settings.heading()).toBeVisible();
  await expect(settings.fact("Name")).toHaveText("Fay");
  await expect(settings.fact("Email")).toHaveText(email);
  const thisYear = String(new Date().getUTCFullYear());
  await expect(settings.fact("Member Since")).toContainText(thisYear);
  await me.backToMe().tap();

  // Leave a Feedback: sent, thanked, listed.
  await me.link("Feedback").tap();
  const feedback = new FeedbackPage(fay.page);
  await expect(feedback.heading()).toBeVisible();
  await expect(fay.page.getByText("No feedback submitted yet")).toBeVisible();
  await feedback.subject().fill("Bigger hearts");
  await feedback.details().fill("The heart is hard to hit at a party.");
  await feedback.submitButton().tap();
  await expect(feedback.success()).toHaveText(
    "Feedback submitted successfully! Thank you for your input.",
  );
  await expect(feedback.history()).toHaveCount(1);
  await expect(feedback.history().first()).toContainText("Bigger hearts");
  await expect(feedback.subject()).toHaveValue("");
  await me.backToMe().tap();

  // Sign Out: a guest again, under the singer name, still in the party.
  await me.signOut().tap();
  await expect(me.signInButton()).toBeVisible();
  await expect(fay.page.getByLabel("Singer name")).toHaveValue("Ana");

  // Signed in again, the account deleted from Settings: signed out, back on the Me tab.
  await auth.open();
  await auth.signIn(email, PASSWORD);
  await me.link("Settings").tap();
  await settings.deleteButton().tap();
  const confirm = settings.confirmDialog();
  await expect(confirm).toContainText("This action cannot be undone");
  await confirm.getByRole("button", { name: "Delete Account" }).tap();
  await expect(fay.page).toHaveURL(`${cloud.url}/remote/session/${code}/me`);
  await expect(me.signInButton()).toBeVisible();
  const login = await fetch(`${cloud.url}/api/auth/login`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  expect(login.status).toBe(401);
  await fay.waitUntilJoined();
});

test("a guest who signs in on the phone queues as the account from then on, and as a guest after Sign Out", async ({
  cloud,
  phone,
}) => {
  const email = uniqueEmail("phone-singer");
  await createVerifiedAccount(cloud, { name: "Fay", email, password: PASSWORD });
  const code = await createParty(cloud.url);
  const [first, second] = await someSongs(cloud.url, 2);
  const fay = await phone();
  await fay.openJoinLink(code);
  await fay.giveName("Ana");
  await fay.waitUntilJoined();

  await fay.tab("Me");
  const auth = new AuthDialog(fay.page);
  await auth.open();
  await auth.signIn(email, PASSWORD);
  await expect(auth.dialog()).toBeHidden();
  await fay.queueByCode(first!.code);
  await expect.poll(() => singerOf(cloud.url, code, first!.db_id)).toBe("Fay");

  await fay.tab("Me");
  await new RemoteMe(fay.page).signOut().tap();
  await expect(new RemoteMe(fay.page).signInButton()).toBeVisible();
  await fay.queueByCode(second!.code);
  await expect.poll(() => singerOf(cloud.url, code, second!.db_id)).toBe("Ana");
});

/** Who the cloud says added a song of the party, playing or waiting. */
async function singerOf(baseUrl: string, code: string, dbId: number): Promise<string | undefined> {
  const state = await sessionState(baseUrl, code);
  const items = [...(state.current_song ? [state.current_song] : []), ...state.queue];
  return items.find((item) => item.db_id === dbId)?.added_by_user.name;
}
