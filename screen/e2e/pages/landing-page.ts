import type { Page } from "@playwright/test";

export class LandingPage {
  constructor(
    private readonly page: Page,
    private readonly baseUrl: string,
  ) {}

  async open(): Promise<void> {
    await this.page.goto(`${this.baseUrl}/`);
    await this.page.getByText("PRESS ENTER").waitFor();
  }

  /** Presses Enter and waits for the session home; returns the code as shown (ABC-234). */
  async pressEnter(): Promise<string> {
    // The landing listens from its first paint: press once PRESS ENTER shows (after a reload too).
    await this.page.getByText("PRESS ENTER").waitFor();
    // Nobody has answered the cookie question on this TV: its band holds the focus, and the host
    // answers it first (Enter: Essential Only), as with a remote.
    const band = this.page.locator(".cookie-banner");
    if (await band.isVisible()) {
      await this.page.keyboard.press("Enter");
      await band.waitFor({ state: "hidden" });
    }
    await this.page.keyboard.press("Enter");
    await this.page.waitForURL(/\/session\/[A-Z0-9]{6}$/);
    const code = this.page.locator(".top-bar-code-value");
    await code.waitFor();
    return (await code.textContent()) ?? "";
  }

  /** A new party from a fresh landing, as a host does it: open, press Enter; the code shown. */
  async startParty(): Promise<string> {
    await this.open();
    return this.pressEnter();
  }

  async openAbout(): Promise<void> {
    await this.page.getByRole("button", { name: "About" }).click();
  }

  about() {
    return this.page.getByRole("dialog", { name: "About Encore" });
  }
}
