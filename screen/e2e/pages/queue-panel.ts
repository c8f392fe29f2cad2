// The player's `Add to Queue` side panel.
import type { Locator, Page } from "@playwright/test";

export class QueuePanel {
  constructor(private readonly page: Page) {}

  async open(): Promise<void> {
    await this.page.getByRole("button", { name: "Add songs to queue", exact: true }).click();
    await this.dialog().waitFor();
  }

  dialog(): Locator {
    return this.page.getByRole("dialog", { name: "Add to Queue" });
  }

  searchBox(): Locator {
    return this.dialog().getByRole("searchbox", { name: "Search songs" });
  }

  searching(): Locator {
    return this.dialog().getByRole("status").filter({ hasText: "Searching songs..." });
  }

  results(): Locator {
    return this.dialog().locator(".queue-panel-result");
  }

  /** The result row of a song, by its title. */
  result(title: string): Locator {
    return this.results().filter({ hasText: title });
  }

  /** The `Add` / `Added` button of a result row. */
  addButton(row: Locator): Locator {
    return row.getByRole("button", { name: /^Add(ed)?$/ });
  }

  queueHeading(): Locator {
    return this.dialog().getByRole("heading", { name: /^Queue \(\d+\)$/ });
  }

  /** The titles in the panel's queue list, the song playing first. */
  queueList(): Locator {
    return this.dialog().locator(".queue-panel-queue li");
  }

  removeButton(title: string): Locator {
    return this.dialog().getByRole("button", { name: `Remove ${title}`, exact: true });
  }
}
