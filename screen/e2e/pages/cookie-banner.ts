import type { Page } from "@playwright/test";

/** The Cookie Preferences banner and the privacy modal its 'Learn more' opens. */
export class CookieBanner {
  constructor(private readonly page: Page) {}

  banner() {
    return this.page.getByRole("region", { name: "Cookie Preferences" });
  }

  async acceptAll(): Promise<void> {
    await this.banner().getByRole("button", { name: "Accept All" }).click();
  }

  async essentialOnly(): Promise<void> {
    await this.banner().getByRole("button", { name: "Essential Only" }).click();
  }

  async learnMore(): Promise<void> {
    await this.banner().getByRole("link", { name: "Learn more" }).click();
  }

  privacyDialog() {
    return this.page.getByRole("dialog", { name: "Privacy Policy" });
  }

  legalDialog(name: string) {
    return this.page.getByRole("dialog", { name });
  }

  stored(): Promise<string | null> {
    return this.page.evaluate(() => window.localStorage.getItem("cookieConsent"));
  }
}
