import type { Page } from "@playwright/test";

export class SongbookPage {
  constructor(private readonly page: Page) {}

  title() {
    return this.page.locator(".songbook-title");
  }

  countLine() {
    return this.page.locator(".songbook-count");
  }

  searchBox() {
    return this.page.getByPlaceholder("Search by title, artist, or code");
  }

  songButtons() {
    return this.page.locator("[data-song-index]");
  }

  groupHeaders() {
    return this.page.locator(".songbook-group-header");
  }

  /** The accessible name of the focused element. */
  focusedName(): Promise<string | null> {
    return this.page.evaluate(
      () =>
        document.activeElement?.getAttribute("aria-label") ??
        document.activeElement?.textContent ??
        null,
    );
  }
}
