import type { Page } from "@playwright/test";

export class SearchResultsPage {
  constructor(private readonly page: Page) {}

  /** The top bar's search field, which holds the shared search text. */
  field() {
    return this.page.getByRole("searchbox", { name: "Search songs" });
  }

  /** Types a search into the top bar's field and presses Enter. */
  async search(text: string): Promise<void> {
    await this.field().fill(text);
    await this.field().press("Enter");
  }

  heading() {
    return this.page.getByRole("heading", { level: 1 });
  }

  query() {
    return this.page.locator(".search-results-query");
  }

  summary() {
    return this.page.locator(".search-results-summary");
  }

  cards() {
    return this.page.locator(".search-card");
  }

  card(name: string) {
    return this.page.getByRole("region", { name });
  }
}
