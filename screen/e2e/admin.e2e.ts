// The operator's back office (docs/admin.md) in a browser: the password, the live parties, a song
// hidden by hand and restored, and a feedback status the user then sees in their own history.
import type { Browser, Page } from "@playwright/test";
import { CloudServer } from "../../e2e-support/cloud-server";
import { routeVideoPlatform } from "../../e2e-support/video-platform";
import { AccountMenu, FeedbackPage } from "./pages/account-pages";
import { AdminPage } from "./pages/admin-page";
import { AuthDialog } from "./pages/auth-dialog";
import { LandingPage } from "./pages/landing-page";
import { createVerifiedAccount, uniqueEmail } from "./support/accounts";
import { Phone } from "./support/phone";
import { expect, test } from "../../e2e-support/test";

const OPERATOR_PASSWORD = "back-office-password-1";

let cloud: CloudServer;
test.beforeEach(async () => {
  cloud = await CloudServer.start({ ADMIN_PASSWORD: OPERATOR_PASSWORD });
});
test.afterEach(async () => {
  await cloud.stop();
});

async function operatorPage(browser: Browser): Promise<{ page: Page; admin: AdminPage }> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 720 } });
  const page = await context.newPage();
  const admin = new AdminPage(page, cloud.url);
  await admin.open();
  await admin.signIn(OPERATOR_PASSWORD);
  await expect(admin.heading()).toBeVisible();
  return { page, admin };
}

async function firstSong(): Promise<{ db_id: number; title: string }> {
  const response = await fetch(`${cloud.url}/api/songs/popular?limit=1`);
  const { songs } = (await response.json()) as { songs: { db_id: number; title: string }[] };
  const song = songs[0];
  if (!song) throw new Error("the demo catalogue has no songs");
  return song;
}

test("a wrong password is refused; the right one opens the parties now, live", async ({
  page,
  browser,
}) => {
  const admin = new AdminPage(page, cloud.url);
  await admin.open();
  await admin.signIn("not-the-password");
  await expect(admin.passwordError()).toHaveText("Wrong operator password");
  await admin.signIn(OPERATOR_PASSWORD);
  await expect(admin.heading()).toBeVisible();
  await expect(admin.tab("Parties")).toHaveAttribute("aria-selected", "true");
  await expect(admin.stat("Live parties")).toHaveText("0");
  await expect(admin.stat("Database")).toHaveText("sqlite");
  await expect(admin.chartDays()).toHaveCount(7);

  // A TV starts a party and a phone joins it: Refresh shows both.
  const tvContext = await browser.newContext({ viewport: { width: 1280, height: 720 } });
  const tv = await tvContext.newPage();
  await routeVideoPlatform(tv);
  await tv.addInitScript(() => window.localStorage.setItem("cookieConsent", "minimal"));
  const code = await new LandingPage(tv, cloud.url).startParty();
  const phone = await Phone.join(cloud.url, code);
  await admin.button("Refresh").click();
  await expect(admin.stat("Live parties")).toHaveText("1");
  await expect(admin.stat("Devices connected")).toHaveText("2");

  // The phone's song starts on the TV: a song played today.
  await phone.queue((await firstSong()).db_id);
  await admin.button("Refresh").click();
  await expect(admin.stat("Songs played today")).toHaveText("1");
  await expect(admin.chartDays().last()).toHaveAttribute("aria-label", /: 1 song$/);
  phone.leave();

  // Signed out, the page asks for the password again.
  await admin.button("Sign out").click();
  await expect(admin.password()).toBeVisible();
  await page.reload();
  await expect(admin.password()).toBeVisible();
});

test("a song hidden by hand leaves the search and comes back when restored", async ({
  browser,
}) => {
  const { admin } = await operatorPage(browser);
  const song = await firstSong();
  await admin.tab("Songs").click();
  await expect(admin.shownText("No hidden songs. Everything plays.")).toBeVisible();

  await admin.search(song.title);
  await admin.button(`Hide ${song.title}`).click();
  await expect(admin.hiddenSongs()).toHaveCount(1);
  await expect(admin.hiddenSongs().first()).toContainText("Hidden by you");
  const search = await fetch(`${cloud.url}/api/search?q=${encodeURIComponent(song.title)}`);
  const found = (await search.json()) as { results: { songs: { db_id: number }[] }[] };
  expect(found.results.flatMap((group) => group.songs).map((s) => s.db_id)).not.toContain(
    song.db_id,
  );

  await admin.button(`Restore ${song.title}`).click();
  await expect(admin.notice()).toHaveText("1 song restored");
  await expect(admin.shownText("No hidden songs. Everything plays.")).toBeVisible();
});

test("a feedback status set in the back office is the badge the user sees", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const email = uniqueEmail("fan");
  await createVerifiedAccount(cloud, { name: "Fan", email, password: "Karaoke-night-1" });
  await routeVideoPlatform(page);
  await page.addInitScript(() => window.localStorage.setItem("cookieConsent", "minimal"));
  await new LandingPage(page, cloud.url).startParty();
  const auth = new AuthDialog(page);
  await auth.open();
  await auth.signIn(email, "Karaoke-night-1");
  const menu = new AccountMenu(page);
  await menu.choose("Fan", "Feedback");
  const feedback = new FeedbackPage(page);
  await feedback.send("More duets", "Please add more duets for two singers.");
  await expect(feedback.history().first()).toContainText("Pending");

  const { admin } = await operatorPage(browser);
  await admin.tab("Feedback").click();
  await expect(admin.feedbackItem("More duets")).toContainText(`From Fan (${email})`);
  await admin.feedbackStatus("More duets").selectOption({ label: "Resolved" });
  await expect(admin.notice()).toHaveText("Status saved: the user sees it in their history.");
  await admin.feedbackFilter().selectOption({ label: "Pending" });
  await expect(admin.shownText("No feedback here.")).toBeVisible();
  await admin.feedbackFilter().selectOption({ label: "Resolved" });
  await expect(admin.feedbackItem("More duets")).toBeVisible();

  await page.getByRole("button", { name: "Back to session" }).click();
  await menu.choose("Fan", "Feedback");
  await expect(feedback.history().first()).toContainText("Resolved");
});
