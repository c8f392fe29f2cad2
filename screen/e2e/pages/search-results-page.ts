import type { Page } from "@playwright/test";

export class SearchResultsPage {
  constructor(private readonly page: Page) {}

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
