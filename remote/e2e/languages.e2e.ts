// Every guest in their own language (docs/languages.md): a TV set to Spanish in its About dialog
// and a phone whose device speaks Japanese run a whole party (join, queue, pause, your turn), and
// every text checked on each comes from that language's catalogue. A device in a language Encore
// does not speak gets English. An account's mails follow the language chosen in its Settings.
import type { Browser, Page } from "@playwright/test";
import { catalogueText } from "../../e2e-support/catalogue-text";
import { AuthDialog } from "../../screen/e2e/pages/auth-dialog";
import { createVerifiedAccount, uniqueEmail } from "../../screen/e2e/support/accounts";
import { waitForMail } from "../../screen/e2e/support/outbox";
import { RemoteMe } from "./pages/remote-me";
import { guestInNewParty } from "./support/party";
import { routeVideoPlatform } from "../../e2e-support/video-platform";
import { someSongs } from "./support/catalogue";
import { expect, newPhoneContext, PHONE_SIZES, test } from "./support/fixtures";

const es = (key: string, values?: Record<string, string | number>) =>
  catalogueText("es", key, values);
const ja = (key: string, values?: Record<string, string | number>) =>
  catalogueText("ja", key, values);

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** A song row's accessible name as `tag`'s catalogue words it, whoever the artist. */
function songLabel(tag: string, song: { title: string; code: string }): RegExp {
  const shape = catalogueText(tag, "common.song.label", {
    title: "\u0001",
    artist: "\u0002",
    code: "\u0003",
  });
  const pattern = escape(shape)
    .replace("\u0001", escape(song.title))
    .replace("\u0002", ".+")
    .replace("\u0003", escape(song.code));
  return new RegExp(`^${pattern}$`);
}

async function tvIn(browser: Browser, locale: string): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 720 }, locale });
  const page = await context.newPage();
  await routeVideoPlatform(page);
  return page;
}

async function phoneIn(browser: Browser, locale: string): Promise<Page> {
  const context = await newPhoneContext(browser, PHONE_SIZES.large, locale);
  return context.newPage();
}

test("a TV set to Spanish and a phone in Japanese run a party, each in its own language", async ({
  browser,
  cloud,
}) => {
  const [first] = await someSongs(cloud.url, 1);
  if (!first) throw new Error("no songs");

  // The TV's device is English; the host picks Español in About, and the TV keeps it.
  const tv = await tvIn(browser, "en-US");
  await tv.goto(`${cloud.url}/`);
  await tv.getByRole("button", { name: "About" }).click();
  await tv.getByRole("dialog").getByLabel("Language").selectOption("es");
  await expect(tv.locator("html")).toHaveAttribute("lang", "es");
  await tv.keyboard.press("Escape");
  await tv.reload();
  await expect(tv.getByText(es("screen.landing.pressEnter"))).toBeVisible();
  await expect(tv.locator("html")).toHaveAttribute("lang", "es");
  // The TV's cookie band holds the focus until answered (Enter: Essential Only).
  await tv.keyboard.press("Enter");
  await expect(tv.locator(".cookie-banner")).toBeHidden();
  await tv.keyboard.press("Enter");
  await tv.waitForURL(/\/session\/[A-Z0-9]{6}$/);
  const code = ((await tv.locator(".top-bar-code-value").textContent()) ?? "").replace("-", "");
  await expect(tv.getByRole("heading", { name: es("screen.home.popular") })).toBeVisible();

  // The phone speaks its device's Japanese from the first page.
  const phone = await phoneIn(browser, "ja-JP");
  await phone.goto(`${cloud.url}/remote/join/${code}`);
  await expect(phone.locator("html")).toHaveAttribute("lang", "ja");
  await phone.getByLabel(ja("remote.join.nameLabel")).fill("ハナ");
  await phone.getByRole("button", { name: ja("remote.join.continue"), exact: true }).tap();
  const tabs = phone.getByRole("navigation", { name: ja("remote.tabs.label") });
  for (const tab of ["remote.tabs.songs", "remote.tabs.queue", "remote.tabs.me"])
    await expect(tabs.getByRole("link", { name: new RegExp(`^${ja(tab)}`) })).toBeVisible();

  // Queue: the song's row says it is added, in Japanese; the TV goes to the player, in Spanish.
  await phone.getByPlaceholder(ja("remote.search.placeholder")).fill(first.code);
  // The row is named as the Japanese catalogue words it ("{artist}の{title}、{code}").
  await phone.getByRole("button", { name: songLabel("ja", first) }).tap();
  await expect(
    phone.locator(".song-row").filter({ hasText: first.code }).locator(".queue-badge"),
  ).toHaveText(new RegExp(`${ja("remote.browse.added")}|${ja("remote.browse.inQueue")}`));
  await tv.waitForURL(/\/player$/);
  await expect(
    tv.getByRole("button", { name: es("screen.player.pause"), exact: true }),
  ).toBeVisible();
  await expect(tv.getByText(es("screen.queueBar.title", { count: 1 }))).toBeVisible();

  // Your turn: the phone's own song is on.
  await expect(phone.getByText(ja("remote.yourTurn.on"))).toBeVisible();

  // Pause from the phone: its dock offers Play, the TV says Pausado.
  const dock = phone.getByRole("region", { name: ja("remote.dock.label") });
  await dock.getByRole("button", { name: ja("remote.dock.pause"), exact: true }).tap();
  await expect(
    dock.getByRole("button", { name: ja("remote.dock.play"), exact: true }),
  ).toBeVisible();
  await expect(tv.locator(".paused-overlay-visible")).toContainText(es("screen.player.paused"));

  // The phone's Queue tab, in Japanese.
  await tabs.getByRole("link", { name: new RegExp(`^${ja("remote.tabs.queue")}`) }).tap();
  await expect(phone.getByText(ja("remote.queue.onNow"))).toBeVisible();
  await tv.context().close();
  await phone.context().close();
});

test("a device in a language Encore does not speak gets English; ?lang= overrides the device", async ({
  browser,
  cloud,
}) => {
  const phone = await phoneIn(browser, "sv-SE");
  await phone.goto(`${cloud.url}/remote/`);
  await expect(phone.getByLabel("Session code")).toBeVisible();
  await expect(phone.locator("html")).toHaveAttribute("lang", "en");

  await phone.goto(`${cloud.url}/remote/?lang=de`);
  await expect(phone.getByLabel(catalogueText("de", "remote.join.codeLabel"))).toBeVisible();
  await expect(phone.locator("html")).toHaveAttribute("lang", "de");
  await phone.context().close();
});

test("a signed-in guest picks Deutsch for Encore's emails in Settings, and the reset mail comes in German", async ({
  cloud,
  phone,
}) => {
  const email = uniqueEmail("mail-language");
  await createVerifiedAccount(cloud, { name: "Uli", email, password: "Secret123" });
  const { guest: uli } = await guestInNewParty(cloud.url, phone, "Uli");
  await uli.tab("Me");
  const auth = new AuthDialog(uli.page);
  await auth.open();
  await auth.signIn(email, "Secret123");
  await expect(auth.dialog()).toBeHidden();
  await new RemoteMe(uli.page).link("Settings").tap();

  // The phone speaks English; the account's mails will speak German.
  await uli.page.getByLabel("Email language").selectOption("de");
  await expect(uli.page.getByRole("status").filter({ hasText: "Saved" })).toBeVisible();
  const response = await fetch(`${cloud.url}/api/auth/forgot-password`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: cloud.url, "Accept-Language": "en-US" },
    body: JSON.stringify({ email }),
  });
  expect(response.ok).toBe(true);
  const subject = catalogueText("de", "mail.reset.subject", { product: "Encore" });
  const mail = await waitForMail(cloud.dataDir, email, new RegExp(`^${escape(subject)}$`));
  expect(mail.link).toContain("token=");
});
