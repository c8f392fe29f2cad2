// A songbook's page on the phone: its title, count line, search box, song rows with their hearts,
// the empty states and More.
import type { Locator, Page } from "@playwright/test";

export class RemoteSongbook {
  constructor(
    readonly page: Page,
    readonly baseUrl: string,
  ) {}

  /** Opens `/remote/session/{code}/songbook/{id}` directly (a bookmark, a shared link). */
  async open(code: string, songbookId: string): Promise<void> {
    await this.page.goto(
      `${this.baseUrl}/remote/session/${code}/songbook/${encodeURIComponent(songbookId)}`,
    );
  }

  /** Back to the Songs tab (its tab is already the current one). */
  back(): Locator {
    return this.page.getByRole("link", { name: "← Songs" });
  }

  title(): Locator {
    return this.page.getByRole("heading", { level: 1 });
  }

  countLine(): Locator {
    return this.page.locator(".songbook-page .browse-count");
  }

  searchBox(): Locator {
    return this.page.getByRole("searchbox", { name: "Search this songbook" });
  }

  rows(): Locator {
    return this.page.locator(".songbook-page .song-row");
  }

  row(code: string): Locator {
    return this.page.locator(".song-row", {
      has: this.page.getByRole("button", { name: new RegExp(`, ${code}$`) }),
    });
  }

  addFavorite(code: string): Locator {
    return this.row(code).getByRole("button", { name: "Add to favorites" });
  }

  removeFavorite(code: string): Locator {
    return this.row(code).getByRole("button", { name: "Remove from favorites" });
  }

  hearts(): Locator {
    return this.page.locator(".songbook-page .favorite-toggle");
  }

  emptyState(): Locator {
    return this.page.locator(".songbook-page .browse-empty");
  }

  more(): Locator {
    return this.page.getByRole("button", { name: "More songs", exact: true });
  }

  notFound(): Locator {
    return this.page.getByRole("status").filter({ hasText: "Songbook not found. Redirecting..." });
  }
}
