// Every route of the screen with a TV remote alone: the arrows, Enter and Escape (and typing in a
// search field). Each control the remote reaches must show its focus, and each page must be left
// with Escape (a remote's Back). The session home is the party's home: Escape there leaves
// nothing (docs/screen.md, "Every page by remote").
import { createVerifiedAccount, uniqueEmail } from "./support/accounts";
import { RemoteWalk } from "./pages/remote-walk";
import { expect, test } from "./support/fixtures";

const PASSWORD = "correct horse 42";

test("a TV remote reaches and leaves every page, each focus visible", async ({
  page,
  cloud,
  landing,
  home,
  player,
  joinPhone,
}) => {
  test.setTimeout(180_000);
  const email = uniqueEmail("walk");
  await createVerifiedAccount(cloud, { name: "Walt Walker", email, password: PASSWORD });
  const walk = new RemoteWalk(page);
  const expectAllSeen = () => expect(walk.unseen(), "controls with no visible focus").toEqual([]);
  // Signed in over HTTP beforehand (the cookie is the browser's), so the account menu shows.
  const signIn = await page.request.post(`${cloud.url}/api/auth/login`, {
    data: { email, password: PASSWORD },
    headers: { Origin: cloud.url },
  });
  expect(signIn.ok()).toBe(true);

  await test.step("landing: About and PRESS ENTER", async () => {
    await landing.open();
    await walk.square(2);
    expect(walk.names()).toEqual(expect.arrayContaining(["About", "Press Enter to start a party"]));
    await walk.reach(page.getByRole("button", { name: "About" }), ["ArrowUp"]);
    await walk.press("Enter");
    await expect(landing.about()).toBeVisible();
    // Down to the language (Up and Down there are the list's own: they would change it), then
    // Back from it closes About.
    const language = landing.about().getByRole("combobox");
    await walk.reach(language, ["ArrowDown"]);
    await walk.press("ArrowLeft", "ArrowRight");
    await walk.reach(language, ["ArrowDown"]);
    await walk.press("Escape");
    await expect(page.locator("dialog[open]")).toHaveCount(0);
    await expect(page.getByText("PRESS ENTER")).toBeVisible();
    expectAllSeen();
  });

  /** Back (Escape) until `url` shows: a field's Back leaves the field first, then the page. */
  const backTo = async (url: RegExp | string) => {
    for (let i = 0; i < 3; i++) {
      await walk.press("Escape");
      const left = await page
        .waitForURL(url, { timeout: 1500 })
        .then(() => true)
        .catch(() => false);
      if (left) return;
    }
    await expect(page).toHaveURL(url);
  };
  const sessionHome = /\/session\/[A-Z0-9]{6}$/;
  // Up to the top bar, then Right to the account button.
  const toAccount = [...Array<string>(6).fill("ArrowUp"), ...Array<string>(4).fill("ArrowRight")];
  await test.step("session home: every control in reach", async () => {
    await page.keyboard.press("Enter");
    await page.waitForURL(/\/session\/[A-Z0-9]{6}$/);
    await home.joinQr().waitFor();
    // The carousels' View More shows once their songs are in: walked before, it is not there yet.
    await page.getByRole("button", { name: "View More" }).first().waitFor();
    await walk.square(6);
    expect(walk.names()).toEqual(expect.arrayContaining(["Party settings", "View More"]));
    // The demo note's button is beneath the account button.
    await walk.reach(page.locator(".account-button"), toAccount);
    await walk.reach(page.getByRole("button", { name: "Got it" }), ["ArrowDown"], 3);
    expectAllSeen();
  });

  await test.step("account menu → Settings, then Escape back", async () => {
    await walk.reach(page.locator(".account-button"), toAccount);
    await walk.press("Enter");
    await walk.reach(page.getByRole("menuitem", { name: "Settings" }), ["ArrowDown"]);
    await walk.press("Enter");
    await page.waitForURL(/\/settings$/);
    await walk.square(4);
    expectAllSeen();
    await backTo(sessionHome);
  });

  await test.step("account menu → Feedback, then Escape back", async () => {
    await walk.reach(page.locator(".account-button"), toAccount);
    await walk.press("Enter");
    await walk.reach(page.getByRole("menuitem", { name: "Feedback" }), ["ArrowDown"]);
    await walk.press("Enter");
    await page.waitForURL(/\/feedback$/);
    // Into the subject field and out again with the arrows; the details' lines are their own, so
    // Back leaves the field first, then the page.
    await walk.square(4);
    expectAllSeen();
    await backTo(sessionHome);
  });

  await test.step("a songbook, then Escape back", async () => {
    for (let i = 0; i < 30; i++) {
      if (await page.evaluate(() => document.activeElement?.matches(".collection-tile"))) break;
      await walk.press("ArrowDown");
    }
    await expect(page.locator(".collection-tile:focus")).toHaveCount(1);
    await walk.press("Enter");
    await page.waitForURL(/\/songbook\//);
    await walk.square(3);
    expectAllSeen();
    await backTo(sessionHome);
  });

  await test.step("search results from the top bar's field, then Escape back", async () => {
    const field = page.getByRole("searchbox").first();
    await walk.reach(field, ["ArrowUp", "ArrowLeft"], 30);
    await page.keyboard.type("love");
    await walk.press("Enter");
    await page.waitForURL(/\/search/);
    await walk.square(3);
    expectAllSeen();
    await backTo(sessionHome);
  });

  await test.step("player, its queue panel and party settings; Back asks, then leaves", async () => {
    const phone = await joinPhone();
    await phone.queue(1);
    await phone.queue(2);
    await player.waitUntilShown();
    await walk.square(8);
    expect(walk.names()).toEqual(
      expect.arrayContaining(["Back to Songs", "Skip to next song", "Party settings"]),
    );
    await player.focusButton("Add songs to queue");
    await walk.press("Enter");
    await page.getByRole("dialog", { name: "Add to Queue" }).waitFor();
    await walk.square(3);
    await walk.press("Escape");
    await expect(page.getByRole("dialog", { name: "Add to Queue" })).toBeHidden();
    await player.focusButton("Party settings");
    await walk.press("Enter");
    await page.getByRole("dialog", { name: "Party settings" }).waitFor();
    await walk.square(3);
    await walk.press("Escape");
    await expect(page.getByRole("dialog", { name: "Party settings" })).toBeHidden();
    await walk.press("Escape");
    await expect(player.leaveDialog().button("Cancel")).toBeFocused();
    await walk.press("ArrowRight", "Enter");
    await page.waitForURL(/\/session\/[A-Z0-9]{6}$/);
    expectAllSeen();
  });

  await test.step("legal pages, then Escape to /", async () => {
    for (const path of ["/privacy", "/terms", "/copyright"]) {
      await page.goto(`${cloud.url}${path}`);
      await page.getByRole("heading", { level: 1 }).waitFor();
      await walk.square(3);
      await backTo(`${cloud.url}/`);
    }
    expectAllSeen();
  });

  await test.step("the pages of mailed links, then Escape to /", async () => {
    for (const path of ["/verify-email?token=nope", "/reset-password?token=nope"]) {
      await page.goto(`${cloud.url}${path}`);
      await page.getByRole("heading", { level: 1 }).waitFor();
      await walk.square(3);
      expectAllSeen();
      await backTo(`${cloud.url}/`);
    }
  });

  await test.step("404: the cloud's plain text; the remote's Back is the browser's", async () => {
    await page.goto(`${cloud.url}/`);
    await page.getByText("PRESS ENTER").waitFor();
    await page.goto(`${cloud.url}/no/such/page`);
    await expect(page.locator("body")).toHaveText("404 Route");
    await page.goBack();
    await expect(page.getByText("PRESS ENTER")).toBeVisible();
  });
});
