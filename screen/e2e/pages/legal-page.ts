import type { Page } from "@playwright/test";

export type LegalPath = "/privacy" | "/terms" | "/copyright";

/** /privacy, /terms and /copyright: a title, Back, and links to the other two. */
export class LegalPageObject {
  constructor(
    private readonly page: Page,
    private readonly baseUrl: string,
  ) {}

  async open(path: LegalPath): Promise<void> {
    await this.page.goto(`${this.baseUrl}${path}`);
    await this.title().waitFor();
  }

  title() {
    return this.page.getByRole("heading", { level: 1 });
  }

  back() {
    return this.page.getByRole("button", { name: "Back" });
  }

  crossLinks() {
    return this.page.getByRole("navigation", { name: "Other legal texts" }).getByRole("link");
  }

  crossLink(name: string) {
    return this.page
      .getByRole("navigation", { name: "Other legal texts" })
      .getByRole("link", { name, exact: true });
  }

  article() {
    return this.page.getByRole("article");
  }
}
