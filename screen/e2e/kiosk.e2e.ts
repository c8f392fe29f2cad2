// The screen inside the kiosk shell (its preload's object stubbed), and the shell's own pages.
import { KIOSK_BRIDGE_GLOBAL } from "../../shared/src/kiosk/kiosk-bridge";
import { KioskShellPages } from "./pages/kiosk-shell-pages";
import { expect, test } from "./support/fixtures";

test.describe("in the kiosk shell", () => {
  test.beforeEach(async ({ page }) => {
    await page.addInitScript((name) => {
      const calls: string[] = [];
      Object.assign(window, {
        __kioskCalls: calls,
        [name]: Object.freeze({
          version: "1.0.1",
          openSettings: () => calls.push("openSettings"),
          quit: () => calls.push("quit"),
        }),
      });
    }, KIOSK_BRIDGE_GLOBAL);
  });

  test("the landing starts a party with no key press, once per load", async ({
    page,
    cloud,
    home,
  }) => {
    await page.goto(`${cloud.url}/`);
    // No keyboard on this TV: the session home comes by itself.
    await page.waitForURL(/\/session\/[A-Z0-9]{6}$/);
    await home.joinQr().waitFor();
    // Back on / in the same load: it waits for Enter, as in a browser tab.
    await page.goBack();
    await expect(page).toHaveURL(`${cloud.url}/`);
    await expect(page.getByText("PRESS ENTER")).toBeVisible();
    await page.waitForTimeout(1000);
    await expect(page).toHaveURL(`${cloud.url}/`);
  });
});

test.describe("the operator answered the cookie question in the shell's settings", () => {
  // Nobody has answered in this browser: the shell's answer is the TV's.
  test.use({ consentChoice: null });

  test("the kiosk's TV never shows the banner, and keeps the operator's answer", async ({
    page,
    cloud,
    home,
  }) => {
    await page.addInitScript((name) => {
      // Never shown, not even for a frame before the answer is taken.
      new MutationObserver(() => {
        if (document.querySelector(".cookie-banner")) {
          (window as unknown as { __bannerSeen: boolean }).__bannerSeen = true;
        }
      }).observe(document, { childList: true, subtree: true });
      Object.assign(window, {
        [name]: Object.freeze({
          version: "1.0.1",
          consent: "accepted",
          openSettings: () => undefined,
          quit: () => undefined,
        }),
      });
    }, KIOSK_BRIDGE_GLOBAL);
    await page.goto(`${cloud.url}/`);
    await page.waitForURL(/\/session\/[A-Z0-9]{6}$/);
    await home.joinQr().waitFor();
    await expect(page.getByRole("region", { name: "Cookie Preferences" })).toHaveCount(0);
    expect(await page.evaluate(() => window.localStorage.getItem("cookieConsent"))).toBe(
      "accepted",
    );
    expect(
      await page.evaluate(() => (window as unknown as { __bannerSeen?: boolean }).__bannerSeen),
    ).toBeUndefined();
  });
});

test("in a browser tab the landing waits for Enter", async ({ page, cloud }) => {
  await page.goto(`${cloud.url}/`);
  await expect(page.getByText("PRESS ENTER")).toBeVisible();
  await page.waitForTimeout(1500);
  await expect(page).toHaveURL(`${cloud.url}/`);
});

test.describe("the shell's pages", () => {
  test("first run: the default address, a refused one explained, then saved", async ({ page }) => {
    const shell = new KioskShellPages(page);
    await shell.openSettings(
      {
        cloudUrl: "http://localhost:8080",
        startAtLogin: false,
        firstRun: true,
        consent: "minimal",
      },
      [{ ok: false, message: "The address must start with http:// or https://." }, { ok: true }],
    );
    await expect(page.getByText("Welcome!")).toBeVisible();
    await expect(shell.cloudField()).toHaveValue("http://localhost:8080");
    await expect(shell.cloudField()).toBeFocused();
    await shell.cloudField().fill("ftp://tv");
    await page.keyboard.press("Enter");
    await expect(page.getByRole("alert")).toHaveText(
      "The address must start with http:// or https://.",
    );
    // The cookie question, answered once for the TV: essential only unless the operator says yes.
    await expect(page.getByRole("group", { name: "Cookies on this TV" })).toBeVisible();
    await expect(shell.consentChoice("Essential only")).toBeChecked();
    await shell.cloudField().fill("192.168.1.20:8080");
    await shell.startAtLogin().check();
    await shell.consentChoice("Accept all").check();
    await page.getByRole("button", { name: "Save and start" }).click();
    await expect(page.getByRole("alert")).toHaveText("");
    expect(await shell.calls()).toEqual([
      { cloudUrl: "ftp://tv", startAtLogin: false, consent: "minimal" },
      { cloudUrl: "192.168.1.20:8080", startAtLogin: true, consent: "accepted" },
    ]);
    await page.getByRole("button", { name: "Quit" }).click();
    expect((await shell.calls()).at(-1)).toBe("quit");
  });

  test("offline: what it waits for and when it tries again", async ({ page }) => {
    const shell = new KioskShellPages(page);
    await shell.openOffline({
      url: "http://192.168.1.20:8080/",
      reason: "ERR_CONNECTION_REFUSED",
      attempt: "3",
      retryIn: "4000",
    });
    await expect(page.getByRole("heading", { name: "Waiting for the Encore cloud" })).toBeVisible();
    await expect(page.getByText("http://192.168.1.20:8080/")).toBeVisible();
    await expect(page.getByText("ERR_CONNECTION_REFUSED")).toBeVisible();
    await expect(page.getByText(/Trying again in [1-4] s \(3 failed tries\)\./)).toBeVisible();
    await expect(page.getByText("Trying again now (3 failed tries)…")).toBeVisible({
      timeout: 6000,
    });
  });
});
