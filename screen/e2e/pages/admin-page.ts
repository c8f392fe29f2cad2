// The operator's back office at /admin (docs/admin.md), as the operator sees it: by role and
// accessible name.
import type { Locator, Page } from "@playwright/test";

export class AdminPage {
  constructor(
    private readonly page: Page,
    private readonly baseUrl: string,
  ) {}

  async open(): Promise<void> {
    await this.page.goto(`${this.baseUrl}/admin`);
  }

  password(): Locator {
    return this.page.getByLabel("Operator password", { exact: true });
  }

  async signIn(password: string): Promise<void> {
    await this.password().fill(password);
    await this.page.getByRole("button", { name: "Sign in" }).click();
  }

  passwordError(): Locator {
    return this.page.locator(".account-field-error");
  }

  heading(): Locator {
    return this.page.getByRole("heading", { level: 1, name: "Encore back office" });
  }

  tab(name: "Parties" | "Karaoke songs" | "Songs" | "Feedback"): Locator {
    return this.page.getByRole("tab", { name, exact: true });
  }

  /** The number a Parties tile shows under its label. */
  stat(label: string): Locator {
    return this.page
      .locator(".admin-stat", { has: this.page.getByText(label, { exact: true }) })
      .locator("dd");
  }

  chartDays(): Locator {
    return this.page.locator(".admin-chart-bars li");
  }

  section(title: string): Locator {
    return this.page.getByRole("region", { name: title });
  }

  hiddenSongs(): Locator {
    return this.section("Songs that stopped playing").getByRole("listitem");
  }

  async search(text: string): Promise<void> {
    await this.page.getByLabel("Title, artist or code").fill(text);
    await this.page.getByRole("button", { name: "Search", exact: true }).click();
  }

  button(name: string): Locator {
    return this.page.getByRole("button", { name, exact: true });
  }

  /** Text shown anywhere on the page. */
  shownText(text: string): Locator {
    return this.page.getByText(text, { exact: true });
  }

  notice(): Locator {
    return this.page.locator(".admin-notice").first();
  }

  feedbackItem(subject: string): Locator {
    return this.section("Feedback").getByRole("listitem").filter({ hasText: subject });
  }

  feedbackStatus(subject: string): Locator {
    return this.page.getByLabel(`Status of ${subject}`, { exact: true });
  }

  feedbackFilter(): Locator {
    return this.page.getByLabel("Show", { exact: true });
  }
}
